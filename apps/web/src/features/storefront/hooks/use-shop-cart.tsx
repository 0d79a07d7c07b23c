import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StorefrontCart } from '@app/domain/contracts';
import { FORM_MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { failureMessages } from '../../../lib/failure-messages';
import { addToCart } from '../api/add-to-cart';
import { getCurrentCart } from '../api/get-current-cart';
import { removeCartLine } from '../api/remove-cart-line';
import { setDiscountCode } from '../api/set-discount-code';
import { updateCartLine } from '../api/update-cart-line';

/** What a cart change came to: done, or refused with the server's words to show. */
export type CartChange = { ok: true } | { ok: false; message: string };

type CartLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cart: StorefrontCart | null };

export interface ShopCart {
  load: CartLoad;
  /** The change under way (`add`, `line:<id>`, `code`), for its control's loading state. */
  pending: string | null;
  reload: () => void;
  /** Reads the cart again keeping what is shown until the answer (e.g. the tax once the address is known). */
  refresh: () => Promise<void>;
  add: (variantId: string, quantity: number) => Promise<CartChange>;
  setQuantity: (lineId: string, quantity: number) => Promise<CartChange>;
  remove: (lineId: string) => Promise<CartChange>;
  setCode: (code: string | null) => Promise<CartChange>;
}

const ShopCartContext = createContext<ShopCart | null>(null);

/** A refusal's words: the server's (a 422 says what to do next), or the generic one for an outage. */
const messageOf = (error: unknown): string => failureMessages(error, FORM_MESSAGES.form.genericServerError).join(' ');

/** The cart is gone (404: expired or not the caller's) or checked out (409): the server's current one is read again. */
const isStaleCart = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 409);

/** Sends one change and shows the cart it answers; a stale cart is read again, keeping the refusal's words. */
async function sendChange(
  send: () => Promise<StorefrontCart>,
  key: string,
  setPending: (key: string | null) => void,
  setLoad: (load: CartLoad) => void,
): Promise<CartChange> {
  setPending(key);
  try {
    setLoad({ status: 'ready', cart: await send() });
    return { ok: true };
  } catch (error) {
    if (isStaleCart(error)) {
      const cart = await getCurrentCart().catch(() => undefined);
      if (cart !== undefined) {
        setLoad({ status: 'ready', cart });
      }
    }
    return { ok: false, message: messageOf(error) };
  } finally {
    setPending(null);
  }
}

/**
 * The shopper's cart for every shop page: read from the server (`GET /api/shop/cart`) when the
 * shop opens, so a reload or a sign-in loses nothing, and replaced by each change's answer. Every
 * amount shown is the server's. The shop's pages share it through the shop layout.
 */
export function ShopCartProvider({ children }: { children: ReactNode }) {
  const [load, setLoad] = useState<CartLoad>({ status: 'loading' });
  const [pending, setPending] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    getCurrentCart()
      .then((cart) => isCurrent && setLoad({ status: 'ready', cart }))
      .catch(() => isCurrent && setLoad({ status: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  // One change at a time, in the order asked: two quick quantity changes never land out of order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const change = useCallback((key: string, send: () => Promise<StorefrontCart>): Promise<CartChange> => {
    const next = queue.current.then(() => sendChange(send, key, setPending, setLoad));
    queue.current = next;
    return next;
  }, []);

  const cart = load.status === 'ready' ? load.cart : null;
  const cartId = cart?.id;
  const value = useMemo<ShopCart>(() => {
    const withCart = (key: string, send: (id: string) => Promise<StorefrontCart>) =>
      cartId === undefined ? Promise.resolve<CartChange>({ ok: false, message: FORM_MESSAGES.form.genericServerError }) : change(key, () => send(cartId));
    return {
      load,
      pending,
      reload,
      refresh: async () => {
        const fresh = await getCurrentCart().catch(() => undefined);
        if (fresh !== undefined) {
          setLoad({ status: 'ready', cart: fresh });
        }
      },
      add: (variantId, quantity) => change(`add:${variantId}`, () => addToCart([{ variantId, quantity }])),
      setQuantity: (lineId, quantity) => withCart(`line:${lineId}`, (id) => updateCartLine(id, lineId, quantity)),
      remove: (lineId) => withCart(`line:${lineId}`, (id) => removeCartLine(id, lineId)),
      setCode: (code) => withCart('code', (id) => setDiscountCode(id, code)),
    };
  }, [load, pending, reload, change, cartId]);
  return <ShopCartContext value={value}>{children}</ShopCartContext>;
}

export function useShopCart(): ShopCart {
  const cart = useContext(ShopCartContext);
  if (!cart) {
    throw new Error('useShopCart must be used inside ShopCartProvider');
  }
  return cart;
}
