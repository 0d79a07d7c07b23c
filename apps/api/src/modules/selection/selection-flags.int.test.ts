import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrandSelectionSettings, summarizeSelection } from '@app/domain/selection';
import type { ProductSelectionData } from '@app/domain/contracts';
import { demoSelectionSettings } from '../brands/brand-selection-settings';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { AGENCY_HOST, selectionData, sellingPatient } from '../../test/kits/selection-test-kit';

// Each brand setting of issue 10 item 2 changes what the selection data says (the page's own
// rendering of the flags is tested in the web app). One app; each test sets the brands' settings.

let settings: Record<number, BrandSelectionSettings>;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { selectionSettings: (brandId) => settings[brandId]! });
});
beforeEach(() => {
  settings = { 1: demoSelectionSettings(1), 2: demoSelectionSettings(2) };
});
afterAll(() => t.close());

/** Sets flags (or other settings) of a brand for the next request. */
function change(brandId: number, flags: Partial<BrandSelectionSettings['flags']>, rest: Partial<BrandSelectionSettings> = {}) {
  settings[brandId] = { ...settings[brandId]!, ...rest, flags: { ...settings[brandId]!.flags, ...flags } };
}

const ACNE_AND_AGING = { skin_type: 'oily', skin_concerns: ['acne', 'wrinkles'], acne_severity: 'severe' };
const summaryOf = (data: ProductSelectionData) =>
  summarizeSelection({ data, selectedItemIds: data.initialSelectedItemIds, purchaseContext: data.initialPurchaseContext, claim: null, tax: data.tax });

describe('brand flags in the selection data', () => {
  it('isSkinnyTrial: one recommended OTC card on the main brand', async () => {
    const patient = await sellingPatient(t, { answers: ACNE_AND_AGING });
    expect((await selectionData(patient)).otcCards.filter((card) => card.recommended)).toHaveLength(3);
    change(1, { isSkinnyTrial: true });
    expect((await selectionData(patient)).otcCards.filter((card) => card.recommended)).toHaveLength(1);
  });

  it('multiRxRecommendations: several Rx products start selected only with it', async () => {
    const patient = await sellingPatient(t, { answers: ACNE_AND_AGING });
    const rxItems = (data: ProductSelectionData) => data.initialSelectedItemIds.filter((id) => data.rxCards.some((card) => card.fullSizeItemId === id));
    expect(rxItems(await selectionData(patient))).toHaveLength(3);
    change(1, { multiRxRecommendations: false });
    expect(rxItems(await selectionData(patient))).toHaveLength(1);
  });

  it('agencyMultiRx: the agency brand offers several Rx cards only with it', async () => {
    const patient = await sellingPatient(t, { host: AGENCY_HOST, answers: ACNE_AND_AGING });
    expect((await selectionData(patient)).rxCards).toHaveLength(1);
    change(2, { agencyMultiRx: true });
    expect((await selectionData(patient)).rxCards.length).toBeGreaterThan(1);
  });

  it('displayAdditionalRx: the add-on Rx cards only with it', async () => {
    const patient = await sellingPatient(t);
    expect((await selectionData(patient)).addOnRxCards.length).toBeGreaterThan(0);
    change(1, { displayAdditionalRx: false });
    expect((await selectionData(patient)).addOnRxCards).toEqual([]);
  });

  it('noTaxOnTrials: the estimated sales tax is charged in place of the handling fee', async () => {
    change(1, {}, { introOfferId: 'two-month-half-off' });
    const patient = await sellingPatient(t, { state: 'NY' });
    const withHandling = summaryOf(await selectionData(patient));
    expect(withHandling.fees.map((row) => row.label)).toContain('Handling fee');
    change(1, { noTaxOnTrials: true });
    const data = await selectionData(patient);
    const withTax = summaryOf(data);
    expect(withTax.fees.map((row) => row.label)).toEqual(['Shipping', 'Dermatology consultation', 'Sales tax (estimated)']);
    expect(data.totals.totalWithTax).toBe(withHandling.total.total - data.handling + data.tax);
  });

  it('priceSummaryHeaderText: the summary header', async () => {
    const patient = await sellingPatient(t);
    expect(summaryOf(await selectionData(patient)).header).toBe('30-day trial box');
    change(1, { priceSummaryHeaderText: 'Your starter box' });
    expect(summaryOf(await selectionData(patient)).header).toBe('Your starter box');
  });

  it('the presentational flags reach the page as set', async () => {
    const patient = await sellingPatient(t);
    const flags = { showPromoSection: false, skinPreShipmentNotification: false, agencySmallBottlesInSignUp: true, yourRoutineEssentialsCopy: 'Basics', addMoreToYourBoxCopy: 'Extras' };
    change(1, flags);
    expect((await selectionData(patient)).flags).toMatchObject(flags);
  });
});

describe('brand trial offers and naming', () => {
  it('the two-month $19.95 offer: a two-month first shipment with the Rx at $19.95', async () => {
    change(1, {}, { introOfferId: 'two-month-rx-1995' });
    const data = await selectionData(await sellingPatient(t, { answers: { skin_concerns: ['acne'], acne_severity: 'mild' } }));
    expect(data.flags.isTwoMonthFirstShipment).toBe(true);
    expect(data.introOffer.priceNote).toBe('(1+ month FREE!)');
    expect(summaryOf(data).products[0]).toMatchObject({ label: 'Custom Formula', amount: '$19.95', originalAmount: '$59.90' });
  });

  it('future-proof is shown renamed as hydro-plus only where the brand says so', async () => {
    const patient = await sellingPatient(t, { answers: { skin_concerns: ['wrinkles'] } });
    expect((await selectionData(patient)).rxCards[0]!.key).toBe('future-proof');
    change(1, {}, { showsFutureProofAsHydroPlus: true });
    const renamed = await selectionData(patient);
    expect(renamed.rxCards[0]!.key).toBe('hydro-plus');
    expect(renamed.cards.some((card) => card.key === 'future-proof')).toBe(false);
  });
});
