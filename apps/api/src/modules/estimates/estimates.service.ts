import type { Estimate, EstimateQuery } from '@app/domain/contracts';
import type { UsStateCode } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { cardLine, lineItemLabel, pricingBasis } from '@app/domain/pricing';
import { validationError } from '../../errors';
import type { Db } from '../../db/client';
import { CATALOGUE_CARDS, cataloguePricesAt } from '../catalogue';
import type { Clock } from '../clock';
import type { TaxEstimator } from '../pricing';

export interface EstimatesDeps {
  db: Db;
  clock: Clock;
  taxEstimator: TaxEstimator;
}

/**
 * What chosen products cost (the estimate path of 001 §7.6, ADR 101): each product's line at the
 * prices its purchase context sells at, the items' sum and, with a state, the estimated sales
 * tax on it, at the brand's prices in effect now (ADR 160). Fees, promotions and the brand's
 * offers belong to the order summary of the selection page, not to this estimate.
 */
export async function estimateProducts(deps: EstimatesDeps, brandId: number, query: EstimateQuery): Promise<Estimate> {
  const productIds = query.productIds.split(',').map(Number);
  if (new Set(productIds).size !== productIds.length) {
    throw validationError({ productIds: [MESSAGES.estimate.repeated] });
  }
  // The brand's two-month first shipment flag is not read here: trial boxes are priced at trial size.
  const basis = pricingBasis({ purchaseContext: query.purchaseContext, isTwoMonthFirstShipment: false, category: query.category });
  const prices = await cataloguePricesAt(deps.db, brandId, await deps.clock.now());
  const lines = productIds.map((productId) => {
    // A renamed card shares its product's id and prices (ADR 096): the first card names it.
    const card = CATALOGUE_CARDS.find((candidate) => candidate.id === productId && candidate.category === query.category);
    const line = card && cardLine(card, prices, basis);
    if (!card || !line) {
      throw validationError({ productIds: [MESSAGES.estimate.notSold] });
    }
    return {
      productId,
      itemId: line.itemId,
      name: lineItemLabel(card.lineItemName, line.isFullSize),
      isRx: card.isRx,
      originalAmount: line.price.originalAmount,
      finalAmount: line.price.finalAmount,
    };
  });
  const itemsTotal = lines.reduce((sum, line) => sum + line.finalAmount, 0);
  const tax = query.state ? (await deps.taxEstimator.estimate({ state: query.state as UsStateCode, taxableCents: itemsTotal })).taxCents : 0;
  return { lines, itemsTotal, tax, total: itemsTotal + tax };
}
