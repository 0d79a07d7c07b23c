import { PROMOTION_CODE_MAX_LENGTH } from '../constants/limits';
import { SHOP_CART_MAX_CODES, SHOP_CART_MAX_LINES } from '../constants/storefront';
import { fillTemplate } from '../formatting/fill-template';
import { STOREFRONT_MESSAGES } from '../messages/storefront';
import { isShopQuantity, quantityRangeMessage, tooManyLinesMessage } from './shop-cart-lines';

/**
 * What is wrong with a cart request, in words the shopper can act on (issue 31 item 6, ADR 152),
 * or undefined. The server refuses with it before anything is stored; the page can ask the same.
 * A field the call does not define is refused, never ignored: a price or a total in a request is
 * a client that believes it decides amounts.
 */

const TEXT = STOREFRONT_MESSAGES.storefront;

const extraKeyOf = (value: object, allowed: readonly string[]) => Object.keys(value).find((key) => !allowed.includes(key));


export function cartLinesProblem(request: { lines: readonly { variantId: string; quantity: number }[] }): string | undefined {
  if (extraKeyOf(request, ['lines']) !== undefined || request.lines.some((line) => extraKeyOf(line, ['variantId', 'quantity']) !== undefined)) {
    return TEXT.onlyVariantsAndQuantities;
  }
  if (request.lines.length > SHOP_CART_MAX_LINES) {
    return tooManyLinesMessage();
  }
  return request.lines.every((line) => isShopQuantity(line.quantity)) ? undefined : quantityRangeMessage();
}

export function cartLineUpdateProblem(request: { quantity: number } & object): string | undefined {
  if (extraKeyOf(request, ['quantity']) !== undefined) {
    return TEXT.onlyVariantsAndQuantities;
  }
  return isShopQuantity(request.quantity) ? undefined : quantityRangeMessage();
}

export function cartCodesProblem(request: { discountCodes: readonly string[] } & object): string | undefined {
  if (extraKeyOf(request, ['discountCodes']) !== undefined) {
    return TEXT.onlyVariantsAndQuantities;
  }
  if (request.discountCodes.length > SHOP_CART_MAX_CODES) {
    return TEXT.oneCode;
  }
  return request.discountCodes.some((code) => code.length > PROMOTION_CODE_MAX_LENGTH) ? fillTemplate(TEXT.codeTooLong, { max: PROMOTION_CODE_MAX_LENGTH }) : undefined;
}
