import type { WalletRequest } from '@app/domain/checkout';
import type { PaymentConfig } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { CardVendor, PaymentVendor, WalletVaultVendor } from '@app/domain/payments';

/**
 * What the checkout asks of a payment processor's browser script, whichever it is (the local
 * sandbox, Stripe, Braintree): a card field that tokenises, a device wallet, the PayPal vault.
 * The card number stays inside the processor's field; the page only ever holds a token.
 */

export interface CardFieldState {
  complete: boolean;
  /** The field's own message (an invalid number…), shown under it. */
  error: string | null;
}

export interface CardToken {
  token: string;
  cardLastFour?: string | undefined;
  cardFundingType?: 'credit' | 'debit' | 'prepaid' | 'unknown' | undefined;
}

export interface CardField {
  /** Tokenises the entry; rejects with the processor's message. */
  tokenize: () => Promise<CardToken>;
  focus: () => void;
  destroy: () => void;
}

/** The payer and shipping address a wallet shares. */
export interface WalletPayer {
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  address?: { address1: string; address2?: string | undefined; city: string; state: string; zipcode: string } | undefined;
}

export interface WalletApproval {
  token: string;
  payer: WalletPayer;
  /** Tells the wallet's sheet how the payment ended (001 §8: a failure completes as fail). */
  complete: (result: 'success' | 'fail') => Promise<void>;
}

export interface DeviceWallet {
  pay: (request: WalletRequest) => Promise<WalletApproval>;
}

export interface CardProcessor {
  vendor: CardVendor;
  mountCardField: (container: HTMLElement, onChange: (state: CardFieldState) => void) => CardField;
  /** The device wallet when this device can pay with it (001 §2.2: Apple Pay only if supported), else null. */
  deviceWallet: (request: WalletRequest) => Promise<DeviceWallet | null>;
}

export interface PayPalHandlers {
  onApprove: (approval: WalletApproval) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

export interface WalletVault {
  vendor: WalletVaultVendor;
  /**
   * Renders the PayPal button in `container` (001 §9: height 55, pill shape); a click opens the
   * approval (flow vault, intent authorize). Rendered once per mount.
   */
  renderPayPalButton: (container: HTMLElement, handlers: PayPalHandlers) => { destroy: () => void };
}

/** The processor's own words about an entry or a payment (001 §8: shown under the card field). */
export class ProcessorMessageError extends Error {
  override readonly name = 'ProcessorMessageError';
}

/** The processor answered a tokenisation with no token and no words of its own (001 §8 "Token error"). */
export class ProcessorTokenError extends Error {
  override readonly name = 'ProcessorTokenError';
}

/**
 * What the card form says when tokenising fails (001 §8): a token error gives the provider's
 * message, else "Error confirming the payment method."; anything else that threw is a failed
 * connection to the processor.
 */
export function tokenFailureMessage(error: unknown): string {
  if (error instanceof ProcessorMessageError && error.message) {
    return error.message;
  }
  return error instanceof ProcessorTokenError ? MESSAGES.payment.tokenError : MESSAGES.payment.tokenizeError;
}

/** A wallet the patient closed: nothing to say, nothing failed. */
export class WalletCancelledError extends Error {
  override readonly name = 'WalletCancelledError';
}

/**
 * A processor's browser script, as its `{vendor}-processor.ts` exports it (`browserProcessor`):
 * what `load-processors.ts` finds by vendor (ADR 146). A card processor loads the card field and
 * the device wallet; a wallet vault loads the online wallet's button.
 */
export interface BrowserProcessor {
  vendor: PaymentVendor;
  loadCardProcessor?: (config: PaymentConfig['card']) => Promise<CardProcessor>;
  loadWalletVault?: (config: PaymentConfig['walletVault']) => Promise<WalletVault>;
}
