import { createHash, randomBytes } from 'node:crypto';
import type { UsStateCode } from '@app/domain/constants';
import type { CartDiscountCodesRequest, CartLineUpdateRequest, CartLinesAddRequest, StorefrontCart } from '@app/domain/contracts';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { addCartLines, cartCodesProblem, cartLineUpdateProblem, cartLinesProblem, mergeCartLines, type CartQuantity } from '@app/domain/storefront';
import type { Db } from '../../db/client';
import type { ShopCartRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import type { Clock } from '../clock';
import type { TaxEstimator } from '../pricing';
import { pricedCart, wireLineIdOf } from './shop-cart-pricing';
import { shopCatalogueAt } from './shop-catalogue';
import { isShopCartOrdered } from '../orders';
import { adoptCart, findOpenCartOfPatient, insertShopCart, lockAccountCarts, lockCart, lockVisitorCart, markCartCheckedOut, markCartMerged, touchCart } from './shop-carts.repository';
import { StorefrontCartError, type StorefrontCartService, type StorefrontCartState } from './storefront-cart';

/**
 * The shopper's cart (issue 31 items 2 and 6, ADR 152). A visitor's cart is found by the secret in
 * its cookie, an account's by the account; after sign-in the visitor's cart joins the account's on
 * the first call. Every change runs in one transaction holding the cart's lock (the account's lock
 * for an account), so twenty adds at once apply one after the other and the 11th line is refused;
 * a refused change stores nothing. The answer is always priced by the server.
 */

const TEXT = STOREFRONT_MESSAGES.storefront;

export interface StorefrontDeps {
  db: Db;
  carts: StorefrontCartService;
  taxEstimator: TaxEstimator;
  clock: Clock;
}

/** Who is shopping, as the route reads it off the request. */
export interface Shopper {
  brandId: number;
  patientId: number | undefined;
  /** The secret of the visitor cookie the browser sent, if any. */
  visitorSecret: string | undefined;
  /** The state the tax is estimated for: the account's, else the eligibility answer's. */
  taxState: UsStateCode | undefined;
}

/** The cart, and what the route does with the visitor cookie. */
export interface CartAnswer {
  cart: StorefrontCart | null;
  /** A new visitor cart: the cookie to set. */
  newVisitorSecret?: string;
  /** The visitor's cart joined the account's: the cookie has nothing left to find. */
  forgetVisitor?: boolean;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const notFound = () => new AppError('NOT_FOUND', TEXT.cartNotFound);

/** A cart service's refusal in the shop's words. */
function shopErrorOf(error: unknown): unknown {
  if (error instanceof StorefrontCartError) {
    return error.code === 'INVALID_MERCHANDISE_LINE' ? new AppError('NOT_FOUND', TEXT.lineNotFound) : new AppError('VALIDATION_FAILED', error.message);
  }
  return error;
}

const EMPTY: Pick<StorefrontCartState, 'lines' | 'discountCodes'> = { lines: [], discountCodes: [] };

interface Resolved {
  row: ShopCartRow | undefined;
  forgetVisitor: boolean;
}

/** Joins the visitor's cart into the account's: quantities added, lines while they fit, the code if the account has none. */
async function mergeInto(tx: Db, carts: StorefrontCartService, account: ShopCartRow, visitor: ShopCartRow): Promise<void> {
  const [mine, theirs] = await Promise.all([carts.getCart(tx, account.serviceCartId), carts.getCart(tx, visitor.serviceCartId)]);
  if (!mine || !theirs) {
    return;
  }
  const { lines } = mergeCartLines(mine.lines, theirs.lines);
  const grown = mine.lines.flatMap((line) => {
    const merged = lines.find((candidate) => candidate.variantId === line.variantId);
    return merged && merged.quantity !== line.quantity ? [{ lineId: line.lineId, quantity: merged.quantity }] : [];
  });
  const added = lines.filter((line) => !mine.lines.some((candidate) => candidate.variantId === line.variantId));
  if (grown.length > 0) {
    await carts.updateLines(tx, account.serviceCartId, grown);
  }
  if (added.length > 0) {
    await carts.addLines(tx, account.serviceCartId, added);
  }
  if (mine.discountCodes.length === 0 && theirs.discountCodes.length > 0) {
    await carts.updateDiscountCodes(tx, account.serviceCartId, theirs.discountCodes);
  }
}

/**
 * The account's open cart. One whose order exists is closed first: its checkout's process died
 * after the charge and the reconciliation pass wrote the order (ADR 135), so no line can join it.
 */
async function openAccountCart(tx: Db, patientId: number, now: Date): Promise<ShopCartRow | undefined> {
  const account = await findOpenCartOfPatient(tx, patientId);
  if (account && (await isShopCartOrdered(tx, account.id))) {
    await markCartCheckedOut(tx, account.id, now);
    return undefined;
  }
  return account;
}

/** The caller's open cart, locked; a visitor's cart found beside an account's is merged into it first. */
async function resolveCart(tx: Db, deps: StorefrontDeps, shopper: Shopper, now: Date): Promise<Resolved> {
  const visitor = shopper.visitorSecret === undefined ? undefined : await lockVisitorCart(tx, hashOf(shopper.visitorSecret));
  const visitorCart = visitor?.brandId === shopper.brandId ? visitor : undefined;
  if (shopper.patientId === undefined) {
    return { row: visitorCart, forgetVisitor: false };
  }
  await lockAccountCarts(tx, shopper.patientId);
  const account = await openAccountCart(tx, shopper.patientId, now);
  if (!visitorCart) {
    return { row: account, forgetVisitor: false };
  }
  if (!account) {
    await adoptCart(tx, visitorCart.id, shopper.patientId, now);
    return { row: { ...visitorCart, patientId: shopper.patientId, visitorTokenHash: null }, forgetVisitor: true };
  }
  await mergeInto(tx, deps.carts, account, visitorCart);
  await markCartMerged(tx, visitorCart.id, now);
  return { row: account, forgetVisitor: true };
}

/** The cart the id names, when it is the caller's open cart; a checked-out one of theirs is closed, anything else not found. */
async function ownCartNamed(tx: Db, shopper: Shopper, resolved: Resolved, cartId: string): Promise<ShopCartRow> {
  if (resolved.row?.id === cartId) {
    return resolved.row;
  }
  const named = /^[0-9a-f-]{36}$/i.test(cartId) ? await lockCart(tx, cartId) : undefined;
  const isTheirs = named && shopper.patientId !== undefined && named.patientId === shopper.patientId;
  throw isTheirs && named.status === 'checked-out' ? new AppError('CONFLICT', TEXT.cartClosed) : notFound();
}

interface Work {
  /** The cart id the path names; none for the caller's current cart. */
  cartId?: string;
  /** What to do to the cart's lines; undefined only reads. Answers the new state, or null to start a cart. */
  change?: (tx: Db, row: ShopCartRow | undefined, state: StorefrontCartState | undefined) => Promise<StorefrontCartState | 'create'>;
  create?: CartQuantity[];
}

async function run(deps: StorefrontDeps, shopper: Shopper, work: Work): Promise<CartAnswer> {
  const now = await deps.clock.now();
  try {
    return await withTransaction(deps.db, async (tx) => {
      const resolved = await resolveCart(tx, deps, shopper, now);
      let row = work.cartId === undefined ? resolved.row : await ownCartNamed(tx, shopper, resolved, work.cartId);
      let state = row ? ((await deps.carts.getCart(tx, row.serviceCartId)) ?? undefined) : undefined;
      let newVisitorSecret: string | undefined;
      if (work.change) {
        const changed = await work.change(tx, row, state);
        if (changed === 'create') {
          state = await deps.carts.createCart(tx, { lines: work.create ?? [], discountCodes: [] });
          newVisitorSecret = shopper.patientId === undefined ? randomBytes(32).toString('base64url') : undefined;
          row = await insertShopCart(
            tx,
            { brandId: shopper.brandId, patientId: shopper.patientId ?? null, visitorTokenHash: newVisitorSecret ? hashOf(newVisitorSecret) : null, service: deps.carts.kind, serviceCartId: state.cartId },
            now,
          );
        } else {
          state = changed;
          await touchCart(tx, row!.id, now);
        }
      }
      const cart = row ? await pricedCart({ db: tx, taxEstimator: deps.taxEstimator, patientId: shopper.patientId ?? null, taxState: shopper.taxState, now }, row, state ?? { cartId: row.serviceCartId, ...EMPTY, checkoutUrl: null }) : null;
      return { cart, ...(newVisitorSecret ? { newVisitorSecret } : {}), ...(resolved.forgetVisitor ? { forgetVisitor: true } : {}) };
    });
  } catch (error) {
    throw shopErrorOf(error);
  }
}

/** Refuses a request the rules refuse, before anything is read or stored. */
function refuseProblem(problem: string | undefined): void {
  if (problem !== undefined) {
    throw new AppError('VALIDATION_FAILED', problem);
  }
}

/** The brand's variants of the request, refused whole when one is not sold here now (a product paused for new sales is not). */
async function linesOfRequest(deps: StorefrontDeps, brandId: number, request: CartLinesAddRequest): Promise<CartQuantity[]> {
  refuseProblem(cartLinesProblem(request));
  const catalogue = await shopCatalogueAt(deps.db, brandId, await deps.clock.now());
  return request.lines.map((line) => {
    if (!catalogue.byVariantId.has(line.variantId)) {
      throw new AppError('VALIDATION_FAILED', TEXT.unknownVariant);
    }
    return { variantId: line.variantId, quantity: line.quantity };
  });
}

/** The lines after the add, or the rule's refusal. */
function linesAfterAdd(state: StorefrontCartState | undefined, adding: CartQuantity[]): void {
  const result = addCartLines(state?.lines ?? [], adding);
  refuseProblem(result.ok ? undefined : result.message);
}

/**
 * The caller's cart `cartId` with its lines as the cart service keeps them, read under the cart's
 * lock (a visitor's cart merged first), for the checkout to price and pay for outside it.
 */
export async function callerCartForCheckout(deps: StorefrontDeps, shopper: Shopper, cartId: string, now: Date): Promise<{ row: ShopCartRow; state: StorefrontCartState }> {
  return withTransaction(deps.db, async (tx) => {
    const row = await ownCartNamed(tx, shopper, await resolveCart(tx, deps, shopper, now), cartId);
    const state = await deps.carts.getCart(tx, row.serviceCartId);
    return { row, state: state ?? { cartId: row.serviceCartId, ...EMPTY, checkoutUrl: null } };
  });
}

/** Closes the cart its order paid for. */
export async function closeCheckedOutCart(deps: StorefrontDeps, cartId: string, now: Date): Promise<void> {
  await markCartCheckedOut(deps.db, cartId, now);
}

/** GET the caller's cart (null before the first add), merging a visitor's cart after sign-in. */
export function currentCart(deps: StorefrontDeps, shopper: Shopper): Promise<CartAnswer> {
  return run(deps, shopper, {});
}

/** GET one cart by id: the caller's, or not found. */
export function cartById(deps: StorefrontDeps, shopper: Shopper, cartId: string): Promise<CartAnswer> {
  return run(deps, shopper, { cartId });
}

/**
 * Adds lines to a cart: the one `cartId` names, or (none named) the caller's, started when there
 * is none. An unknown variant, an 11th line or a quantity past the most refuses the whole add.
 */
export async function addToCart(deps: StorefrontDeps, shopper: Shopper, request: CartLinesAddRequest, cartId?: string): Promise<CartAnswer> {
  const adding = await linesOfRequest(deps, shopper.brandId, request);
  return run(deps, shopper, {
    ...(cartId === undefined ? {} : { cartId }),
    create: adding,
    change: async (tx, row, state) => {
      linesAfterAdd(state, adding);
      return row ? deps.carts.addLines(tx, row.serviceCartId, adding) : 'create';
    },
  });
}

/** The cart service's id of the line the wire id names, or "no longer in your cart". */
function serviceLineIdOf(state: StorefrontCartState | undefined, lineId: string): string {
  const line = state?.lines.find((candidate) => wireLineIdOf(candidate.variantId) === lineId);
  if (!line) {
    throw new AppError('NOT_FOUND', TEXT.lineNotFound);
  }
  return line.lineId;
}

export function updateCartLine(deps: StorefrontDeps, shopper: Shopper, cartId: string, lineId: string, request: CartLineUpdateRequest): Promise<CartAnswer> {
  refuseProblem(cartLineUpdateProblem(request));
  return run(deps, shopper, {
    cartId,
    change: async (tx, row, state) => deps.carts.updateLines(tx, row!.serviceCartId, [{ lineId: serviceLineIdOf(state, lineId), quantity: request.quantity }]),
  });
}

export function removeCartLine(deps: StorefrontDeps, shopper: Shopper, cartId: string, lineId: string): Promise<CartAnswer> {
  return run(deps, shopper, { cartId, change: async (tx, row, state) => deps.carts.removeLines(tx, row!.serviceCartId, [serviceLineIdOf(state, lineId)]) });
}

/** Sets the cart's code (or none); an unknown or unusable code is kept and shown with its reason. */
export function setCartCodes(deps: StorefrontDeps, shopper: Shopper, cartId: string, request: CartDiscountCodesRequest): Promise<CartAnswer> {
  refuseProblem(cartCodesProblem(request));
  return run(deps, shopper, { cartId, change: async (tx, row) => deps.carts.updateDiscountCodes(tx, row!.serviceCartId, request.discountCodes) });
}
