import type { WalletRequest } from '@app/domain/checkout';
import { loadScript } from './load-script';
import { ProcessorMessageError, ProcessorTokenError, WalletCancelledError, type BrowserProcessor, type CardProcessor, type CardToken, type DeviceWallet } from './processor-types';

/** Stripe.js, loaded from Stripe on the payment step only (its Content-Security-Policy entries: ADR 104). */
export const STRIPE_SCRIPT = 'https://js.stripe.com/v3/';

interface StripeElement {
  mount: (container: HTMLElement) => void;
  on: (event: 'change', handler: (change: { complete: boolean; error?: { message: string } }) => void) => void;
  focus: () => void;
  destroy: () => void;
}

interface StripePaymentMethodEvent {
  paymentMethod: { id: string };
  payerName?: string;
  payerPhone?: string;
  shippingAddress?: { addressLine?: string[]; city?: string; region?: string; postalCode?: string };
  complete: (result: 'success' | 'fail') => void;
}

interface StripePaymentRequest {
  canMakePayment: () => Promise<{ applePay?: boolean } | null>;
  on: ((event: 'paymentmethod', handler: (event: StripePaymentMethodEvent) => void) => void) & ((event: 'cancel', handler: () => void) => void);
  show: () => void;
}

export interface StripeGlobal {
  elements: () => { create: (type: 'card', options: { hidePostalCode: boolean }) => StripeElement };
  createPaymentMethod: (input: { type: 'card'; card: StripeElement }) => Promise<{
    paymentMethod?: { id: string; card?: { last4?: string; funding?: string } };
    error?: { message: string };
  }>;
  paymentRequest: (options: unknown) => StripePaymentRequest;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeGlobal;
  }
}

const FUNDING = ['credit', 'debit', 'prepaid'] as const;

/** Stripe's payment request options from the wallet request of 001 §9 (amounts in cents, as Stripe takes them). */
function stripePaymentRequest(request: WalletRequest) {
  return {
    country: request.country,
    currency: request.currency,
    total: { label: request.total.label, amount: request.total.amountCents },
    displayItems: request.displayItems.map((line) => ({ label: line.label, amount: line.amountCents, pending: line.isPending ?? false })),
    requestPayerName: request.requestPayerName,
    requestPayerPhone: request.requestPayerPhone,
    requestPayerEmail: request.requestPayerEmail,
    requestShipping: request.requestShipping,
    shippingOptions: request.shippingOptions.map((option) => ({ id: option.id, label: option.label, detail: '', amount: option.amountCents })),
  };
}

/** Stripe for cards (Elements, postal code hidden) and Apple Pay (its payment request). */
export async function loadStripeCardProcessor(publishableKey: string): Promise<CardProcessor> {
  await loadScript(STRIPE_SCRIPT);
  if (!window.Stripe) {
    throw new Error('Stripe.js did not load');
  }
  const stripe = window.Stripe(publishableKey);
  return {
    vendor: 'stripe',
    mountCardField: (container, onChange) => {
      const card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(container);
      card.on('change', (change) => onChange({ complete: change.complete, error: change.error?.message ?? null }));
      return {
        tokenize: async (): Promise<CardToken> => {
          const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
          if (error || !paymentMethod) {
            throw error?.message ? new ProcessorMessageError(error.message) : new ProcessorTokenError('no payment method');
          }
          const funding = FUNDING.find((kind) => kind === paymentMethod.card?.funding) ?? 'unknown';
          return { token: paymentMethod.id, cardLastFour: paymentMethod.card?.last4, cardFundingType: funding };
        },
        focus: () => card.focus(),
        destroy: () => card.destroy(),
      };
    },
    deviceWallet: async (request): Promise<DeviceWallet | null> => {
      const paymentRequest = stripe.paymentRequest(stripePaymentRequest(request));
      if (!(await paymentRequest.canMakePayment())) {
        return null;
      }
      return {
        pay: () =>
          new Promise((resolve, reject) => {
            paymentRequest.on('cancel', () => reject(new WalletCancelledError('cancelled')));
            paymentRequest.on('paymentmethod', (event) => {
              const address = event.shippingAddress;
              resolve({
                token: event.paymentMethod.id,
                payer: {
                  name: event.payerName ?? '',
                  phone: event.payerPhone,
                  address: address
                    ? { address1: address.addressLine?.[0] ?? '', city: address.city ?? '', state: address.region ?? '', zipcode: address.postalCode ?? '' }
                    : undefined,
                },
                complete: async (result) => event.complete(result),
              });
            });
            paymentRequest.show();
          }),
      };
    },
  };
}

export const browserProcessor: BrowserProcessor = {
  vendor: 'stripe',
  loadCardProcessor: (config) => (config.publishableKey ? loadStripeCardProcessor(config.publishableKey) : Promise.reject(new Error('no Stripe publishable key'))),
};
