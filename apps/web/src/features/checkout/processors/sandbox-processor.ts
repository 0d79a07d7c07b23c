import type { WalletRequest } from '@app/domain/checkout';
import { loadScript } from './load-script';
import { ProcessorMessageError, ProcessorTokenError, WalletCancelledError, type BrowserProcessor, type CardProcessor, type WalletApproval, type WalletVault } from './processor-types';

/** The sandbox processor's script (ADR 106), served by the app at its own path. */
export const SANDBOX_SCRIPT = '/sandbox-processor/v1/sandbox.js';

interface SandboxGlobal {
  cardField: (container: HTMLElement, options: { onChange: (state: { complete: boolean; error: string | null }) => void }) => {
    tokenize: () => Promise<{ token: string; cardLastFour: string; cardFundingType: 'credit' | 'debit' | 'prepaid' }>;
    focus: () => void;
    destroy: () => void;
  };
  paypal: {
    approve: (options: { flow: 'vault'; intent: 'authorize'; shipping: boolean }) => Promise<{
      nonce: string;
      payer: { email?: string; firstName?: string; lastName?: string };
      shippingAddress: { address1: string; city: string; state: string; zipcode: string } | null;
    }>;
  };
  deviceWallet: {
    canMakePayment: () => Promise<boolean>;
    paymentRequest: (
      methods: unknown[],
      details: unknown,
      options: unknown,
    ) => {
      show: () => Promise<{
        details: { token: string };
        payerName: string | null;
        payerPhone: string | null;
        shippingAddress: { addressLine: string[]; city: string; region: string; postalCode: string } | null;
        complete: (result: string) => Promise<void>;
      }>;
    };
  };
}

declare global {
  interface Window {
    SandboxProcessor?: SandboxGlobal;
  }
}

async function sandbox(): Promise<SandboxGlobal> {
  await loadScript(SANDBOX_SCRIPT);
  if (!window.SandboxProcessor) {
    throw new Error('the sandbox processor did not load');
  }
  return window.SandboxProcessor;
}

const dollars = (cents: number) => ({ currency: 'USD', value: (cents / 100).toFixed(2) });

/** The Payment Request API's details from the wallet request of 001 §9. */
export function paymentRequestDetails(request: WalletRequest) {
  return {
    total: { label: request.total.label, amount: dollars(request.total.amountCents) },
    displayItems: request.displayItems.map((line) => ({ label: line.label, amount: dollars(line.amountCents), pending: line.isPending ?? false })),
    shippingOptions: request.shippingOptions.map((option) => ({ id: option.id, label: option.label, amount: dollars(option.amountCents), selected: true })),
  };
}

export async function loadSandboxCardProcessor(): Promise<CardProcessor> {
  const processor = await sandbox();
  return {
    vendor: 'sandbox',
    mountCardField: (container, onChange) => {
      const field = processor.cardField(container, { onChange });
      return {
        tokenize: () =>
          field.tokenize().catch((error: unknown) => {
            // The field's own refusal is the processor's message (a token error when it has none);
            // anything else is a failed connection.
            if ((error as { code?: string }).code !== 'card_error') {
              throw error;
            }
            const message = (error as Error).message;
            throw message ? new ProcessorMessageError(message) : new ProcessorTokenError('no token');
          }),
        focus: () => field.focus(),
        destroy: () => field.destroy(),
      };
    },
    deviceWallet: async () => {
      if (!(await processor.deviceWallet.canMakePayment())) {
        return null;
      }
      return {
        pay: async (request): Promise<WalletApproval> => {
          const sheet = processor.deviceWallet.paymentRequest([{ supportedMethods: 'https://sandbox-pay.example' }], paymentRequestDetails(request), {
            requestPayerName: request.requestPayerName,
            requestPayerPhone: request.requestPayerPhone,
            requestPayerEmail: request.requestPayerEmail,
            requestShipping: request.requestShipping,
          });
          const response = await sheet.show().catch((error: unknown) => {
            throw error instanceof DOMException && error.name === 'AbortError' ? new WalletCancelledError('cancelled') : error;
          });
          const address = response.shippingAddress;
          return {
            token: response.details.token,
            payer: {
              name: response.payerName ?? '',
              phone: response.payerPhone ?? undefined,
              address: address ? { address1: address.addressLine[0] ?? '', city: address.city, state: address.region, zipcode: address.postalCode } : undefined,
            },
            complete: async (result) => response.complete(result),
          };
        },
      };
    },
  };
}

export async function loadSandboxWalletVault(): Promise<WalletVault> {
  const processor = await sandbox();
  return {
    vendor: 'sandbox',
    renderPayPalButton: (container, handlers) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'paypal-button';
      button.textContent = 'Pay with PayPal';
      const onClick = () => {
        processor.paypal
          .approve({ flow: 'vault', intent: 'authorize', shipping: true })
          .then((approval) =>
            handlers.onApprove({
              token: approval.nonce,
              payer: {
                name: [approval.payer.firstName, approval.payer.lastName].filter(Boolean).join(' '),
                email: approval.payer.email,
                address: approval.shippingAddress ?? undefined,
              },
              complete: async () => undefined,
            }),
          )
          .catch((error: unknown) => ((error as { code?: string }).code === 'canceled' ? handlers.onCancel() : handlers.onError(error)));
      };
      button.addEventListener('click', onClick);
      container.append(button);
      return {
        destroy: () => {
          button.removeEventListener('click', onClick);
          button.remove();
        },
      };
    },
  };
}

export const browserProcessor: BrowserProcessor = {
  vendor: 'sandbox',
  loadCardProcessor: () => loadSandboxCardProcessor(),
  loadWalletVault: () => loadSandboxWalletVault(),
};
