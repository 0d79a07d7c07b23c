import { useState } from 'react';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { useShopCart } from './use-shop-cart';

/** What the last "Add to cart" of one product came to, said beside its button. */
export type AddOutcome = { ok: true; message: string } | { ok: false; message: string } | null;

/** "Add to cart" of one product (its card or its page): whether it is under way and what it came to. */
export function useAddToCart(): { isAdding: (variantId: string) => boolean; outcome: AddOutcome; add: (variantId: string, quantity: number) => Promise<void> } {
  const cart = useShopCart();
  const [outcome, setOutcome] = useState<AddOutcome>(null);
  const add = async (variantId: string, quantity: number) => {
    setOutcome(null);
    const change = await cart.add(variantId, quantity);
    setOutcome(change.ok ? { ok: true, message: STOREFRONT_MESSAGES.storefront.added } : change);
  };
  return { isAdding: (variantId) => cart.pending === `add:${variantId}`, outcome, add };
}
