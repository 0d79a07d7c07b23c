import type { ResubscribeShop, ResubscribeVariant, VisitOrderUpdateRequest } from '@app/domain/contracts';
import { flowStepPath, type FlowId } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { cartLines, cartSubtotal, changeCart, isBelowMinimum, itemIdOfVariant, RESUBSCRIBE_MAX_LINES, RESUBSCRIBE_MINIMUM_CENTS, variantIdOf, variantPriceCents } from '@app/domain/resubscribe';
import { shipmentEveryDays, isResubscriptionFlow, cardItemIds, selectedItemOf, cardOfItem } from '@app/domain/selection';
import type { PatientRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { getOwnVisit, openVisit, reportRequiredItems, resumePathOfVisit } from '../visits';
import { findSelectionOfVisit, lockResubscriptionOpening, lockSelectionOfVisit, seedSelectedItems, updateSelectedItems } from './selection.repository';
import { loadSellingContext, type SelectionDeps, type SellingContext } from './selling-context';

/**
 * The resubscribe shop's cart (000 §2, §4; 001 §7.3; ADR 111): the box of the patient's open
 * resubscription visit, kept as item ids in its product selection, whose id is the `{orderId}` of
 * the visit order update. Prices and the minimum are the domain's; the browser sends variant ids.
 */

const TEXT = MESSAGES.resubscribe;
const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The cart a resubscription starts from: the ended subscription's products still sold, else the recommendation. */
function seedOf(context: SellingContext, previousItemIds: readonly number[]): { itemIds: number[]; requiredItemIds: number[] } {
  const { cards } = context.offer;
  const seen = new Set<number>();
  const previous = previousItemIds.filter((itemId) => {
    const card = cardOfItem(cards, itemId);
    if (!card || seen.has(card.id)) {
      return false;
    }
    seen.add(card.id);
    return true;
  });
  const hasRx = previous.some((itemId) => cardOfItem(cards, itemId)?.isRx);
  const itemIds = (hasRx ? previous : context.offer.recommendedItemIds).slice(0, RESUBSCRIBE_MAX_LINES);
  // The prescription being resumed is what the shop cannot drop (000 §4).
  return { itemIds, requiredItemIds: itemIds.filter((itemId) => cardOfItem(cards, itemId)?.isRx) };
}

function variantsOf(context: SellingContext, itemIds: readonly number[], requiredItemIds: readonly number[]): ResubscribeVariant[] {
  return context.offer.cards.flatMap((card) => {
    // One checkbox per product: the colour in the cart, else the product's first.
    const itemId = selectedItemOf(itemIds, card) ?? cardItemIds(card)[0];
    const price = itemId === undefined ? undefined : variantPriceCents(context.pricing, itemId);
    if (itemId === undefined || price === undefined) {
      return [];
    }
    return [
      {
        blurb: card.bodyDescription,
        image: { url: card.thumbnailImage.url, altText: card.thumbnailImage.alt },
        name: card.name,
        price,
        shopifyVariantId: variantIdOf(itemId),
        isRx: card.isRx,
        isRequired: requiredItemIds.includes(itemId),
      },
    ];
  });
}

/** The shop as the page shows it: the products, the cart's lines priced as a subscription, the subtotal and minimum. */
function shopOf(context: SellingContext): ResubscribeShop {
  const { saved, visit, patient } = context;
  if (!saved) {
    throw new Error('resubscribe shop: the cart was not started');
  }
  const itemIds = saved.selectedItemIds ?? [];
  const requiredItemIds = visit.facts.requiredItemIds ?? [];
  const lines = cartLines({ data: context.pricing, itemIds, requiredItemIds, claim: context.claim });
  const subtotal = cartSubtotal(lines);
  return {
    visitUuid: visit.uuid,
    treatmentCategory: visit.treatmentCategory,
    patient: { firstname: patient.firstname },
    variants: variantsOf(context, itemIds, requiredItemIds),
    cart: {
      id: saved.id,
      lines,
      discountCodes: context.claim ? [context.claim.code] : [],
      checkoutUrl: flowStepPath(context.flow, 'checkout'),
      subtotal,
      minimum: RESUBSCRIBE_MINIMUM_CENTS,
      isBelowMinimum: isBelowMinimum(subtotal),
      maxLines: RESUBSCRIBE_MAX_LINES,
      everyDays: shipmentEveryDays(context.flags),
    },
    resumePath: resumePathOfVisit(visit, patient),
  };
}

/**
 * Opens the patient's resubscription (or the one already open) with its cart, in one
 * transaction behind a per-patient lock, so two tabs open one visit with one cart. A cart already
 * started keeps its items.
 */
export async function openResubscribeCart(
  deps: SelectionDeps,
  patient: PatientRow,
  previousItemIds: readonly number[],
  flow: FlowId = 'resubscription',
  now = new Date(),
): Promise<ResubscribeShop> {
  const uuid = await withTransaction(deps.db, async (tx) => {
    await lockResubscriptionOpening(tx, patient.id);
    const opened = await openVisit(tx, patient, flow);
    if (!(await findSelectionOfVisit(tx, opened.id))?.selectedItemIds) {
      // What the routine offers does not depend on this transaction's rows: read beside it, one
      // statement at a time on the transaction's own connection.
      const offer = await loadSellingContext(deps, patient, flow, opened);
      const seed = seedOf(offer, previousItemIds);
      await seedSelectedItems(tx, opened, { selectedItemIds: seed.itemIds, purchaseContext: 'subscription' }, now);
      await reportRequiredItems(tx, opened.id, seed.requiredItemIds);
    }
    return opened.uuid;
  });
  return shopOf(await loadSellingContext(deps, patient, flow, await getOwnVisit(deps.db, patient.id, uuid)));
}

/** A variant id's item, refused when it names none. */
function itemOf(variantId: string | undefined): number | undefined {
  if (variantId === undefined) {
    return undefined;
  }
  const itemId = itemIdOfVariant(variantId);
  if (itemId === undefined) {
    throw refused(TEXT.unknownVariant);
  }
  return itemId;
}

/**
 * The visit order update (001 §7.3): adds and/or removes a variant of the cart `orderId` of the
 * visit `uuid`. The cart's row is locked for the change, so concurrent updates apply one after
 * the other and none is lost; a paid resubscription's cart no longer changes.
 */
export async function changeResubscribeCart(
  deps: SelectionDeps,
  patient: PatientRow,
  uuid: string,
  orderId: number,
  request: VisitOrderUpdateRequest,
  now = new Date(),
): Promise<ResubscribeShop> {
  const visit = await getOwnVisit(deps.db, patient.id, uuid);
  // The prices and products offered do not change with the cart: read before its lock is taken.
  const flow = visit.flow as FlowId;
  const offer = isResubscriptionFlow(flow) ? await loadSellingContext(deps, patient, flow, visit) : undefined;
  await withTransaction(deps.db, async (tx) => {
    const cart = await lockSelectionOfVisit(tx, visit.id, orderId);
    if (!cart) {
      throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
    }
    if (!offer) {
      throw refused(TEXT.notResubscription);
    }
    // Read again under the cart's lock: a checkout that completed meanwhile closes the cart.
    const current = await getOwnVisit(tx, patient.id, uuid);
    if (current.completedAt !== null || current.facts.checkoutCompleted === true) {
      throw new AppError('CONFLICT', TEXT.orderClosed);
    }
    const change = { add: itemOf(request.add_shopify_product_variant_id), remove: itemOf(request.remove_shopify_product_variant_id) };
    const result = changeCart(cart.selectedItemIds ?? [], change, { data: offer.pricing, requiredItemIds: current.facts.requiredItemIds ?? [] });
    if (!result.ok) {
      throw refused(result.message);
    }
    await updateSelectedItems(tx, cart.id, result.itemIds, now);
  });
  return shopOf(await loadSellingContext(deps, patient, flow, await getOwnVisit(deps.db, patient.id, uuid)));
}
