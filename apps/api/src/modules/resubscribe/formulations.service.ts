import type { Formulation, FormulationData } from '@app/domain/contracts';
import { RX_PRODUCT_IDS } from '@app/domain/constants';
import { conditionOfIngredient, SKIN_CONDITIONS, percentageOf, STANDARD_FORMULATIONS } from '@app/domain/resubscribe';
import { cardItemIds } from '@app/domain/selection';
import type { PatientRow } from '../../db/schema/index';
import type { SelectionSettingsLookup } from '../brands';
import { CATALOGUE_CARDS, sellingSettingsOf } from '../catalogue';
import { subscriptionsOfPatient } from '../subscriptions';
import { listFormulas } from '../surveys';
import type { Db } from '../../db/client';

/** The Rx products in their display order (000 §3 product ids: customFormula 1, futureProof 16, deepCleanse 17, bodyCleanse 31). */
const RX_DISPLAY_ORDER: readonly number[] = [RX_PRODUCT_IDS.customFormula, RX_PRODUCT_IDS.futureProof, RX_PRODUCT_IDS.deepCleanse, RX_PRODUCT_IDS.bodyCleanse];

const ingredientOf = (name: string, percentage: number | null) => {
  const condition = conditionOfIngredient(name);
  return { name, percentage, condition: condition ? SKIN_CONDITIONS[condition] : null };
};

/** The product's name as the brand shows it: future-proof is renamed hydro-plus behind a flag (000 §3). */
function productNameOf(productId: number, showsHydroPlus: boolean): string | undefined {
  const key = productId === RX_PRODUCT_IDS.futureProof && showsHydroPlus ? 'hydro-plus' : undefined;
  const card = CATALOGUE_CARDS.find((candidate) => candidate.id === productId && candidate.category === 'skin' && (key === undefined || candidate.key === key));
  return card?.name;
}

/** The Rx product an item id of a subscription belongs to. */
function productIdOfItem(itemId: number): number | undefined {
  return CATALOGUE_CARDS.find((card) => card.isRx && (cardItemIds(card).includes(itemId) || card.trialSizeItemId === itemId))?.id;
}

/**
 * Resubscription data (000 §3; 001 §7.3 `data/formulation`): the patient's first name and the
 * formulations they would resume, each with its ingredients, strengths and the condition each
 * treats (from the one mapping table). The Rx products are those of their newest skin
 * subscription, and the Custom Formula whenever a formula was prescribed; the Custom Formula's
 * ingredients are the newest prescription's, the others' their standard mix (ADR 111).
 */
export async function readFormulationData(db: Db, settingsFor: SelectionSettingsLookup, patient: PatientRow): Promise<FormulationData> {
  const [formulas, boxes, sold] = await Promise.all([listFormulas(db, patient.id), subscriptionsOfPatient(db, patient.id), sellingSettingsOf(db, patient.brandId)]);
  const newestSkin = boxes.find(({ subscription }) => subscription.treatmentCategory === 1);
  const productIds = new Set((newestSkin?.items ?? []).filter((item) => item.isRx).flatMap((item) => productIdOfItem(item.itemId) ?? []));
  const prescription = formulas.at(-1);
  if (prescription) {
    productIds.add(RX_PRODUCT_IDS.customFormula);
  }
  // The product's name as the brand sells it now: an admin may have changed it (ADR 163).
  const showsHydroPlus = (sold ?? settingsFor(patient.brandId)).showsFutureProofAsHydroPlus;
  const formulations = RX_DISPLAY_ORDER.filter((productId) => productIds.has(productId)).flatMap((productId, index): Formulation[] => {
    const productName = productNameOf(productId, showsHydroPlus);
    if (!productName) {
      return [];
    }
    const ingredients =
      productId === RX_PRODUCT_IDS.customFormula
        ? (prescription?.ingredients ?? []).map((ingredient) => ingredientOf(ingredient.name, percentageOf(ingredient.strength)))
        : (STANDARD_FORMULATIONS[productId] ?? []).map((ingredient) => ingredientOf(ingredient.name, ingredient.percentage));
    return [{ productId, productName, productDisplayOrder: index + 1, ingredients }];
  });
  return { patient: { firstname: patient.firstname }, formulations };
}
