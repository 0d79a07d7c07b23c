import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import { photoTypesFor } from '@app/domain/photos';
import type { OrderTotal } from '@app/domain/pricing';
import { STREET_NAMES } from '../../modules/addresses/street-names';
import { ANSWERED_AT_TOKEN, type VolumeAnswerSet } from './volume-answers';
import type { VolumeBoxPrices } from './volume-boxes';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, surnames, weightedSlots } from './volume-names';
import { volumeStates, volumeZips } from './volume-places';
import { tokenParts, volumeMessageTemplates } from './volume-messages';
import { VOLUME_TEXTS } from './volume-texts';
import { workStep, type VolumeStep } from './volume-step';

/** Slots a weighted pick chooses among: two bytes of a hash pick one. */
const SLOTS = 65_536;

const TOTALS_COLUMNS = 'subtotal_cents int, discount_cents int, tax_cents int, credit_applied_cents int, total_cents int';

/** An invoice's figures from a priced box (the invoice's tax is what the total with tax holds beyond the total, less credit). */
function totalsOf(snapshot: { totals: OrderTotal }) {
  const { subtotal, discount, total, credit, totalWithTax } = snapshot.totals;
  return { subtotal_cents: subtotal, discount_cents: discount, tax_cents: totalWithTax + credit - total, credit_applied_cents: credit, total_cents: totalWithTax };
}

const slotTable = (table: string, values: readonly string[]) =>
  workStep(table, `select (position - 1)::int as slot, value from unnest($1::text[]) with ordinality as entry(value, position)`, [values]);

const recordTable = (table: string, columns: string, rows: readonly object[]) =>
  workStep(table, `select * from jsonb_to_recordset($1::jsonb) as entry(${columns})`, [JSON.stringify(rows)]);

/**
 * The working tables of what the seed picks from: places, names, streets, the answer sets, the
 * priced boxes and the texts, each loaded in one statement from what TypeScript computed.
 */
export function referenceSteps(answerSets: readonly VolumeAnswerSet[], prices: VolumeBoxPrices): VolumeStep[] {
  // One id space for every price, so an order names its price by one number.
  const trials = prices.trials.map((price, index) => ({ priceId: index + 1, price }));
  const renewals = prices.renewals.map((price, index) => ({ priceId: trials.length + index + 1, price }));
  const states = volumeStates();
  const zips = volumeZips();
  const stateRows = states.map((state) => ({
    code: state.code,
    time_zone: state.timeZone,
    tax_ppm: state.taxPpm,
    area_codes: state.areaCodes,
    zip_count: zips.filter((zip) => zip.state === state.code).length,
  }));
  return [
    recordTable('vol_state', 'code text, time_zone text, tax_ppm int, area_codes text[], zip_count int', stateRows),
    slotTable('vol_state_slot', weightedSlots(states, SLOTS).map((state) => state.code)),
    recordTable('vol_zip', 'state text, position int, zip text, city text', zips),
    slotTable('vol_female_name', weightedSlots(FEMALE_FIRST_NAMES, SLOTS).map((entry) => entry.name)),
    slotTable('vol_male_name', weightedSlots(MALE_FIRST_NAMES, SLOTS).map((entry) => entry.name)),
    slotTable('vol_last_name', weightedSlots(surnames(), SLOTS).map((entry) => entry.name)),
    slotTable(
      'vol_street',
      STREET_NAMES.flatMap((street) => street.suffixes.map((suffix) => `${street.name} ${suffix}`)),
    ),
    recordTable(
      'vol_answer_set',
      'flow text, variant int, survey_id text, survey_version int, context text, answer_parts text[], partial_parts text[]',
      answerSets.map((set) => ({
        flow: set.flow,
        variant: set.variant,
        survey_id: set.surveyId,
        survey_version: set.surveyVersion,
        context: set.context,
        // Joined by each visit's answer time (array_to_string), the parts are the stored answers.
        answer_parts: set.answers.split(ANSWERED_AT_TOKEN),
        partial_parts: set.partialAnswers.split(ANSWERED_AT_TOKEN),
      })),
    ),
    recordTable(
      'vol_box',
      'box_key text, brand_id int, flow text, variant int, purchase_type text, cadence_days int, trial_days int, selected_item_ids jsonb, prescriptions jsonb, declinable_item_id int, declined_item_ids jsonb',
      prices.boxes.map((box) => ({
        box_key: box.boxKey,
        brand_id: box.brandId,
        flow: box.flow,
        variant: box.variant,
        purchase_type: box.purchaseType,
        cadence_days: box.cadenceDays,
        trial_days: box.trialDays,
        selected_item_ids: box.selectedItemIds,
        prescriptions: box.prescriptions,
        declinable_item_id: box.declinableItemId,
        declined_item_ids: box.declinedItemIds,
      })),
    ),
    recordTable(
      'vol_trial_price',
      `price_id int, box_key text, state text, credit_cents int, credit_left_cents int, ${TOTALS_COLUMNS}, snapshot jsonb`,
      trials.map(({ priceId, price }) => ({ price_id: priceId, box_key: price.boxKey, state: price.state, credit_cents: price.creditCents, credit_left_cents: price.creditLeftCents, ...totalsOf(price.snapshot), snapshot: price.snapshot })),
    ),
    recordTable(
      'vol_renewal_price',
      `price_id int, box_key text, state text, is_declined boolean, credit_cents int, ${TOTALS_COLUMNS}, snapshot jsonb, items jsonb, product_names text`,
      renewals.map(({ priceId, price }) => ({
        price_id: priceId,
        box_key: price.boxKey,
        state: price.state,
        is_declined: price.isDeclined,
        credit_cents: price.creditCents,
        ...totalsOf(price.snapshot),
        snapshot: price.snapshot,
        items: price.items,
        product_names: price.items.map((item) => item.name).join(', '),
      })),
    ),
    recordTable(
      'vol_price_line',
      'price_id int, position int, item_id int, name text, is_rx boolean, is_full_size boolean, original_cents int, final_cents int',
      [...trials, ...renewals].flatMap(({ priceId, price }) =>
        price.snapshot.lines.map((line, position) => ({ price_id: priceId, position, item_id: line.itemId, name: line.name, is_rx: line.isRx, is_full_size: line.isFullSize, original_cents: line.originalCents, final_cents: line.finalCents })),
      ),
    ),
    recordTable(
      'vol_price_invoice_line',
      'price_id int, position int, kind text, label text, amount_cents int',
      [...trials, ...renewals].flatMap(({ priceId, price }) =>
        price.snapshot.invoiceLines.map((line, position) => ({ price_id: priceId, position, kind: line.kind, label: line.label, amount_cents: line.amountCents })),
      ),
    ),
    recordTable(
      'vol_photo_type',
      'category int, perspective text, is_id boolean, position int',
      (['skin', 'hair'] as const).flatMap((category) =>
        photoTypesFor(category, 'initial-treatment', { isMinor: false })
          .filter((type) => type.required)
          .map((type, position) => ({ category: TREATMENT_CATEGORIES[category], perspective: type.type, is_id: type.isIdVerification === true, position })),
      ),
    ),
    recordTable('vol_text', 'kind text, position int, text text', VOLUME_TEXTS),
    recordTable(
      'vol_message_template',
      'template text, brand_id int, subject_parts text[], body_parts text[]',
      volumeMessageTemplates().map((message) => ({
        template: message.template,
        brand_id: message.brand_id,
        subject_parts: tokenParts(message.subject).parts,
        body_parts: tokenParts(message.body).parts,
      })),
    ),
  ];
}
