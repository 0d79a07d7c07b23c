import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSelectionData } from '@app/domain/contracts';
import { cardItemIds, summarizeSelection } from '@app/domain/selection';
import { seedDemoPromotions } from '../../seed/demo-promotions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countQueries } from '../../test/query-counter';
import { AGENCY_HOST, getSelection, itemOf, selectionData, sellingPatient } from '../../test/kits/selection-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoPromotions(t.handle.db);
});
afterAll(() => t.close());

const keysOf = (cards: readonly { key: string }[]) => cards.map((card) => card.key);

/** What the browser shows for a box: the domain's summary of the data the server sent. */
function browserSummary(data: ProductSelectionData, itemIds: readonly number[]) {
  return summarizeSelection({ data, selectedItemIds: itemIds, purchaseContext: data.initialPurchaseContext, claim: data.initialPromotionClaim, tax: data.tax });
}

describe('the selection data of a main-brand skin sign-up', () => {
  it("recommends a routine from the patient's answers, with the brand's flags, offer and fees", async () => {
    const patient = await sellingPatient(t, { answers: { skin_type: 'oily', skin_concerns: ['acne'], acne_severity: 'moderate' } });
    const data = await selectionData(patient);
    expect(data).toMatchObject({
      flow: 'skin-signup',
      checkoutMode: 'Trial',
      treatmentCategory: 'skin',
      patient: { firstname: 'Robin', lastname: 'Selects', introOffer: { id: 'thirty-day-trial' } },
      introOffer: { id: 'thirty-day-trial', priceNote: '(1 month FREE!)' },
      flags: { isTwoMonthFirstShipment: false, showPromoSection: true, multiRxRecommendations: true, yourRoutineEssentialsCopy: 'Your routine essentials' },
      handling: 495,
      shipping: 0,
      dermatologyConsultation: 0,
      initialPurchaseContext: 'trial',
      hasViewedProductSelectionPage: false,
      initialPromotionClaim: null,
      giftWithPurchaseData: { name: 'Travel pouch' },
    });
    expect(keysOf(data.rxCards)).toEqual(['custom-formula', 'deep-cleanse', 'future-proof']);
    expect(keysOf(data.addOnRxCards)).toEqual(['hydrating-tretinoin', 'body-cleanse']);
    expect(keysOf(data.otcCards.filter((card) => card.recommended))).toEqual(['cleanser-with-moisturizer', 'mineral-sunscreen-serum', 'spot-patches']);
    expect(data.initialSelectedItemIds).toEqual([itemOf(data, 'custom-formula'), itemOf(data, 'deep-cleanse'), itemOf(data, 'cleanser-with-moisturizer')]);
    // A trial box: the Rx minis are free; the patient pays the handling fee and the cleanser mini.
    expect(browserSummary(data, data.initialSelectedItemIds).total).toEqual(data.totals);
  });

  it('recommends differently for different answers', async () => {
    const aging = await selectionData(await sellingPatient(t, { answers: { skin_type: 'dry', skin_concerns: ['wrinkles'] } }));
    expect(keysOf(aging.rxCards)[0]).toBe('future-proof');
    expect(aging.otcCards.find((card) => card.recommended)?.key).toBe('cleanser-with-rich-moisturizer');
  });

  it('prices any box the way the browser does (the figures on screen are the server’s)', async () => {
    const patient = await sellingPatient(t);
    const data = await selectionData(patient);
    const cards = data.cards;
    await fc.assert(
      fc.asyncProperty(fc.subarray(cards, { minLength: 1, maxLength: 10 }), fc.nat(), async (chosen, seed) => {
        // Each chosen card once, through one of its options.
        const itemIds = chosen.map((card) => {
          const ids = cardItemIds(card);
          return ids[seed % ids.length]!;
        });
        const asked = await selectionData(patient, itemIds);
        expect(asked.totals).toEqual(browserSummary(asked, itemIds).total);
        expect(asked.totals.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 12 },
    );
  });

  it('prices an empty box (fees only) when asked with no item, and the initial box when not asked', async () => {
    const patient = await sellingPatient(t);
    const initial = await selectionData(patient);
    const empty = (await getSelection(patient, undefined, { selectedItemIds: '' })).body.data as ProductSelectionData;
    expect(empty.totals.subtotal).toBe(empty.handling + empty.shipping + empty.dermatologyConsultation);
    expect(empty.initialSelectedItemIds).toEqual(initial.initialSelectedItemIds);
  });

  it('reads a bounded number of statements, however many cards it offers', async () => {
    const patient = await sellingPatient(t);
    const { result, queries } = await countQueries(() => getSelection(patient));
    expect(result.status).toBe(200);
    // Session, visit, saved box, answers, formulas, open claim, offered promotion, account credit
    // (ADR 109), and the simulated clock's offset (a primary-key read; none in production).
    expect(queries.length).toBeLessThanOrEqual(10);
  });
});

describe('the selection data of the agency brand', () => {
  it('offers one required Rx product, shown as hydro-plus, two months at 50% off with estimated sales tax', async () => {
    const patient = await sellingPatient(t, { host: AGENCY_HOST, state: 'CA', answers: { skin_concerns: ['wrinkles'] } });
    const data = await selectionData(patient);
    expect(keysOf(data.rxCards)).toEqual(['hydro-plus']);
    expect(data.addOnRxCards).toEqual([]);
    expect(data.introOffer).toMatchObject({ id: 'two-month-half-off', priceNote: '(50% off)' });
    expect(data.flags).toMatchObject({ isTwoMonthFirstShipment: true, noTaxOnTrials: true, agencySmallBottlesInSignUp: true, priceSummaryHeaderText: 'Your first shipment' });
    const summary = browserSummary(data, data.initialSelectedItemIds);
    expect(summary.header).toBe('Your first shipment');
    expect(summary.products[0]).toMatchObject({ label: 'Hydro-Plus Formula', amount: '$27.45', originalAmount: '$54.90' });
    // California's 7.25 % base rate on the products, in place of the handling fee.
    expect(data.tax).toBeGreaterThan(0);
    expect(summary.fees.map((row) => row.label)).toContain('Sales tax (estimated)');
    expect(summary.total).toEqual(data.totals);
  });
});

describe('the selection data of the other selling flows', () => {
  it('hair: the hair formula alone at full size, "Made for" tags and the brand’s hair promotion', async () => {
    const patient = await sellingPatient(t, { flow: 'hair-signup' });
    const data = await selectionData(patient);
    expect(data.checkoutMode).toBe('Subscription');
    expect(keysOf(data.rxCards)).toEqual(['hair-formula']);
    expect(data.rxCards[0]!.madeFor).toEqual(['Regrowth', 'New growth', 'Preventing hair loss', 'Thicker fuller hair']);
    expect(data.promotion).toMatchObject({ code: 'HAIR15', titleText: '$15 off' });
    expect(browserSummary(data, data.initialSelectedItemIds).products[0]).toMatchObject({ label: 'Hair Formula', amount: '$49.90' });
  });

  it('one-time Rx skin: a cart of one Rx product at its one-time price with the consultation fee', async () => {
    const patient = await sellingPatient(t, { flow: 'one-time-rx-skin' });
    const data = await selectionData(patient);
    expect(data).toMatchObject({ checkoutMode: 'Cart', initialPurchaseContext: 'onetime', dermatologyConsultation: 1900, otcCards: [], addOnRxCards: [] });
    expect(data.rxCards).toHaveLength(1);
    const summary = browserSummary(data, data.initialSelectedItemIds);
    expect(summary.header).toBe('Your box');
    expect(summary.total.total).toBe(1900 + 6490);
  });

  it('a flow that sells nothing answers 404 with the reason; an unknown flow 422', async () => {
    const patient = await sellingPatient(t);
    const none = await getSelection({ ...patient, flow: 'medical-history-update' });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: 'This sign-up flow does not sell products.' });
    expect((await getSelection({ ...patient, flow: 'no-such-flow' as never })).status).toBe(422);
  });

  it('a selling flow the patient has not started answers 404', async () => {
    const patient = await sellingPatient(t);
    const response = await getSelection({ ...patient, flow: 'new-treatment-skin' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Start this treatment before choosing its products.' });
  });
});

describe('bad selections asked about', () => {
  it('refuses unknown items, items of another category, a card twice, an 11th line and malformed ids, in words', async () => {
    const patient = await sellingPatient(t);
    const data = await selectionData(patient);
    const eleven = data.cards.slice(0, 11).map((card) => cardItemIds(card)[0]!);
    const lipBalm = data.cards.find((card) => card.key === 'lip-balm')!;
    const cases: [string, string][] = [
      ['999999', 'Item 999999 is not offered here.'],
      ['4102', 'Item 4102 is not offered here.'],
      [cardItemIds(lipBalm).slice(0, 2).join(','), `Item ${cardItemIds(lipBalm)[1]} is selected twice.`],
      [eleven.join(','), 'A box can hold at most 10 products.'],
      ['102,abc', 'Item ids must be whole numbers separated by commas.'],
    ];
    for (const [itemIds, message] of cases) {
      const response = await getSelection(patient, undefined, { selectedItemIds: itemIds });
      expect(response.status, itemIds).toBe(422);
      expect(response.body).toMatchObject({ message });
    }
  });

  it('refuses another brand, another category and a total in the query', async () => {
    const patient = await sellingPatient(t);
    expect((await getSelection({ ...patient, brand: 2 })).body).toMatchObject({ message: 'This request is for another brand.' });
    expect((await getSelection({ ...patient, category: 2 })).body).toMatchObject({ message: 'These products are for another treatment.' });
    expect((await getSelection(patient, undefined, { total: '0' })).status).toBe(422);
  });
});
