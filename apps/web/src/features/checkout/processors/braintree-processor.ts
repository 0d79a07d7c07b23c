import { getBraintreeToken } from '../api/get-braintree-token';
import { loadScript } from './load-script';
import type { BrowserProcessor, PayPalHandlers, WalletVault } from './processor-types';

/** Braintree's browser SDK, loaded from Braintree on the payment step only (Content-Security-Policy: ADR 104). */
const VERSION = '3.106.0';
export const BRAINTREE_SCRIPTS = [
  `https://js.braintreegateway.com/web/${VERSION}/js/client.min.js`,
  `https://js.braintreegateway.com/web/${VERSION}/js/paypal-checkout.min.js`,
];

interface PayPalPayload {
  nonce: string;
  details: {
    email?: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
    shippingAddress?: { line1?: string; line2?: string; city?: string; state?: string; postalCode?: string };
  };
}

interface PayPalCheckoutInstance {
  loadPayPalSDK: (options: { vault: true; intent: 'tokenize' }) => Promise<unknown>;
  createPayment: (options: { flow: 'vault'; enableShippingAddress: true }) => Promise<string>;
  tokenizePayment: (data: unknown) => Promise<PayPalPayload>;
}

export interface BraintreeGlobal {
  client: { create: (options: { authorization: string }) => Promise<unknown> };
  paypalCheckout: { create: (options: { client: unknown }) => Promise<PayPalCheckoutInstance> };
}

interface PayPalGlobal {
  FUNDING: { PAYPAL: string };
  Buttons: (options: Record<string, unknown>) => { render: (container: HTMLElement) => Promise<unknown>; close?: () => Promise<void> };
}

declare global {
  interface Window {
    braintree?: BraintreeGlobal;
    paypal?: PayPalGlobal;
  }
}

/**
 * PayPal through Braintree's vault (001 §7.2: "flow vault, intent authorize"): the client token
 * authorises Braintree's script, whose PayPal button opens PayPal; the approval becomes a nonce
 * the server stores as the patient's payment method.
 */
export async function loadBraintreeWalletVault(clientToken: () => Promise<string>): Promise<WalletVault> {
  for (const script of BRAINTREE_SCRIPTS) {
    await loadScript(script);
  }
  const braintree = window.braintree;
  if (!braintree) {
    throw new Error('Braintree did not load');
  }
  const client = await braintree.client.create({ authorization: await clientToken() });
  const checkout = await braintree.paypalCheckout.create({ client });
  await checkout.loadPayPalSDK({ vault: true, intent: 'tokenize' });
  return {
    vendor: 'braintree',
    renderPayPalButton: (container: HTMLElement, handlers: PayPalHandlers) => {
      const paypal = window.paypal;
      if (!paypal) {
        handlers.onError(new Error('PayPal did not load'));
        return { destroy: () => undefined };
      }
      const buttons = paypal.Buttons({
        fundingSource: paypal.FUNDING.PAYPAL,
        style: { height: 55, shape: 'pill' },
        createBillingAgreement: () => checkout.createPayment({ flow: 'vault', enableShippingAddress: true }),
        onApprove: async (data: unknown) => {
          const payload = await checkout.tokenizePayment(data);
          const { details } = payload;
          const address = details.shippingAddress;
          handlers.onApprove({
            token: payload.nonce,
            payer: {
              name: [details.firstName, details.lastName].filter(Boolean).join(' '),
              email: details.email,
              phone: details.phone,
              address: address?.line1
                ? { address1: address.line1, address2: address.line2, city: address.city ?? '', state: address.state ?? '', zipcode: address.postalCode ?? '' }
                : undefined,
            },
            complete: async () => undefined,
          });
        },
        onCancel: () => handlers.onCancel(),
        onError: (error: unknown) => handlers.onError(error),
      });
      void buttons.render(container);
      return { destroy: () => void buttons.close?.() };
    },
  };
}

export const browserProcessor: BrowserProcessor = {
  vendor: 'braintree',
  loadWalletVault: () => loadBraintreeWalletVault(getBraintreeToken),
};
