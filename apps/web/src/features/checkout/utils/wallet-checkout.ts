import { walletNames, type WalletName } from '@app/domain/checkout';
import { fillTemplate } from '@app/domain/formatting';
import type { Patient, PaymentConfig, ProductSelectionData } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { failureMessages } from '../../../lib/failure-messages';
import { expressCheckout } from '../api/express-checkout';
import { registerCard } from '../api/register-card';
import { updateAddress } from '../api/update-address';
import type { WalletApproval } from '../processors/processor-types';
import { activationBody, purchaseTypeOf } from './checkout-purchase';

const WALLET_NAMES: Record<'apple-pay' | 'paypal', WalletName> = { 'apple-pay': 'Apple Pay', paypal: 'PayPal' };

/**
 * Pays with a wallet's approval (001 §4, §5): the names rule (the patient's, else the payer's split
 * at the first space, else the wallet's message), the wallet's shipping address, then the express
 * checkout, whose server checks the address's eligibility (an ineligible one cancels the payment).
 * The sheet completes as success or fail; the failure's messages are answered for the page.
 */
export async function payWithWallet(input: {
  kind: 'apple-pay' | 'paypal';
  config: PaymentConfig;
  approval: WalletApproval;
  selection: ProductSelectionData;
  patient: Pick<Patient, 'firstname' | 'lastname'>;
  supportEmail: string;
  attemptId: string;
  variant: 'checkout' | 'product-detail';
}): Promise<{ ok: true; isOrderPlaced: boolean } | { ok: false; messages: string[] }> {
  const { approval, kind } = input;
  const fail = async (messages: string[]) => {
    await approval.complete('fail');
    return { ok: false as const, messages };
  };
  if (input.selection.initialSelectedItemIds.length === 0) {
    // 001 §5: "Whoops!" with the spec's words when there is nothing to pay for.
    return fail([MESSAGES.payment.selectAtLeastOneProduct]);
  }
  // The device wallet goes through the card processor; PayPal through the wallet vault.
  const vendor = kind === 'paypal' ? input.config.walletVault.vendor : input.config.card.vendor;
  const names = walletNames({ patient: input.patient, payerName: approval.payer.name, wallet: WALLET_NAMES[kind], supportEmail: input.supportEmail, variant: input.variant });
  if (!names.ok) {
    return fail([names.message]);
  }
  const address = approval.payer.address;
  if (!address?.address1) {
    const isProductDetailApplePay = input.variant === 'product-detail' && kind === 'apple-pay';
    return fail([isProductDetailApplePay ? MESSAGES.payment.applePayAddressMissingProductDetail : fillTemplate(MESSAGES.payment.walletAddressMissing, { wallet: WALLET_NAMES[kind] })]);
  }
  const purchaseType = purchaseTypeOf(input.selection);
  try {
    if (purchaseType === 'cart') {
      // A one-time cart has no express call: the wallet becomes the payment method and its address
      // the shipping address; "Confirm payment method" then places the order.
      await registerCard({ method: kind, vendor, paymentNonce: approval.token });
      await updateAddress({ ...address, firstname: names.firstname, lastname: names.lastname });
      await approval.complete('success');
      return { ok: true, isOrderPlaced: false };
    }
    await expressCheckout(purchaseType === 'trial' ? 'trial' : 'subscription', {
      method: kind,
      vendor,
      paymentNonce: approval.token,
      address1: address.address1,
      ...(address.address2 ? { address2: address.address2 } : {}),
      city: address.city,
      state: address.state,
      zipcode: address.zipcode,
      firstname: names.firstname,
      lastname: names.lastname,
      ...(approval.payer.phone ? { phoneNumberOptional: approval.payer.phone } : {}),
      ...activationBody(input.selection, input.attemptId),
    } as Parameters<typeof expressCheckout>[1]);
    await approval.complete('success');
    return { ok: true, isOrderPlaced: true };
  } catch (error) {
    return fail(failureMessages(error, kind === 'apple-pay' ? MESSAGES.payment.deviceWalletError : MESSAGES.payment.systemError));
  }
}
