import { fillTemplate } from '../formatting/fill-template';
import { PAYMENT_MESSAGES } from '../messages/payments';

const TEXT = PAYMENT_MESSAGES.payment;

export type WalletName = 'Apple Pay' | 'PayPal';

export type WalletNamesResult = { ok: true; firstname: string; lastname: string } | { ok: false; message: string };

/**
 * 001 §5 "Wallet": a first and a last name are both required: the patient's own, else the payer
 * name the wallet gave, split at the first space (everything after it is the last name). Without
 * both, the wallet's message: the checkout's (with the support email), or the product-detail
 * checkout's own wording.
 */
export function walletNames(input: {
  patient: { firstname: string | null; lastname: string | null };
  payerName: string | null | undefined;
  wallet: WalletName;
  supportEmail: string;
  variant: 'checkout' | 'product-detail';
}): WalletNamesResult {
  const { firstname, lastname } = input.patient;
  if (firstname?.trim() && lastname?.trim()) {
    return { ok: true, firstname: firstname.trim(), lastname: lastname.trim() };
  }
  const payer = (input.payerName ?? '').trim();
  const space = payer.indexOf(' ');
  const first = space < 0 ? payer : payer.slice(0, space);
  const last = space < 0 ? '' : payer.slice(space + 1).trim();
  if (first && last) {
    return { ok: true, firstname: first, lastname: last };
  }
  if (input.variant === 'product-detail') {
    return { ok: false, message: input.wallet === 'PayPal' ? TEXT.payPalNameMissingProductDetail : TEXT.applePayNameMissingProductDetail };
  }
  return { ok: false, message: fillTemplate(TEXT.walletNameMissing, { wallet: input.wallet, email: input.supportEmail }) };
}
