import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../contracts/catalogue';
import { cardPriceView } from './card-price-view';
import type { SelectionPricingData } from './selection-summary';

const price = (originalAmount: number, adjustmentAmount = 0) => ({ originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount });
const RX = { id: 1, key: 'custom-formula', name: 'Custom Formula', isRx: true, trialSizeItemId: 101, fullSizeItemId: 102 } as CatalogueCard;
const OTC = { id: 55, key: 'dark-spot-formula', name: 'Dark Spot Formula', isRx: false, fullSizeItemId: 5502 } as CatalogueCard;

const DATA: SelectionPricingData = {
  treatmentCategory: 'skin',
  checkoutMode: 'Trial',
  introOffer: { id: 'thirty-day-trial' },
  cards: [RX, OTC],
  prices: { trialSizeItemPrices: { 101: price(0) }, oneTimeItemPrices: {}, fullSizeItemPrices: { 102: price(5990), 5502: price(3400, 400) } },
  flags: { isTwoMonthFirstShipment: false, noTaxOnTrials: false, agencySmallBottlesInSignUp: false },
  handling: 0,
  shipping: 0,
  dermatologyConsultation: 0,
};

describe('cardPriceView', () => {
  it('shows a free Rx mini with the trial offer’s note, and an OTC product at half with its sale', () => {
    expect(cardPriceView(DATA, RX, 102, 'trial')).toEqual({ amount: 'Free', note: '(1 month FREE!)' });
    expect(cardPriceView(DATA, OTC, 5502, 'trial')).toEqual({ amount: '$15.00', originalAmount: '$17.00' });
  });

  it('shows the two-month offer’s price struck through against the list price', () => {
    const data = { ...DATA, introOffer: { id: 'two-month-half-off' as const }, flags: { ...DATA.flags, isTwoMonthFirstShipment: true } };
    expect(cardPriceView(data, RX, 102, 'trial')).toEqual({ amount: '$29.95', originalAmount: '$59.90', note: '(50% off)' });
  });

  it('has no offer note outside a trial', () => {
    expect(cardPriceView({ ...DATA, checkoutMode: 'Subscription' }, RX, 102, 'subscription')).toEqual({ amount: '$59.90' });
  });
});
