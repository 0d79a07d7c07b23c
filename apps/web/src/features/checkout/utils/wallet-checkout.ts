import { walletNames, type WalletName } from '@app/domain/checkout';
import { fillTemplate } from '@app/domain/formatting';
import type { Patient, PaymentConfig, ProductSelectionData, ShopExpressCheckoutRequest } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { failureMessages } from '../../../lib/failure-messages';
import { expressCheckout } from '../api/express-checkout';
import { registerCard } from '../api/register-card';
import { updateAddress } from '../api/update-address';
import type { WalletApproval } from '../processors/processor-types';
import { activationBody, purchaseTypeOf } from './checkout-purchase';

const WALLET_NAMES: Record<'apple-pay' | 'paypal', WalletName> = { 'apple-pay': 'Apple Pay', paypal: 'PayPal' };

/** What every express checkout sends of a wallet (001 §7.2): its token, and the payer's names and address. */
export type WalletPayment = Omit<ShopExpressCheckoutRequest, 'checkoutAttemptId' | 'approvedTotalCents'>;

type WalletOutcome<T> = { ok: true; result: T } | { ok: false; messages: string[] };

interface WalletInput {
  kind: 'apple-pay' | 'paypal';
  config: PaymentConfig;
  approval: WalletApproval;
  patient: Pick<Patient, 'firstname' | 'lastname'>;
  supportEmail: string;
  variant: 'checkout' | 'product-detail';
}

/**
 * Pays with a wallet's approval (001 §4, §5), whatever is bought: the names rule (the patient's,
 * else the payer's split at the first space, else the wallet's message), the wallet's shipping
 * address, then `pay`, the purchase's own call, whose server checks the address. The sheet
 * completes as success or fail; the failure's messages are answered for the page.
 */
export async function payWithApproval<T>(input: WalletInput & { pay: (payment: WalletPayment) => Promise<T> }): Promise<WalletOutcome<T>> {
  const { approval, kind } = input;
  const fail = async (messages: string[]) => {
    await approval.complete('fail');
    return { ok: false as const, messages };
  };
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
  try {
    const result = await input.pay({
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
    });
    await approval.complete('success');
    return { ok: true, result };
  } catch (error) {
    return fail(failureMessages(error, kind === 'apple-pay' ? MESSAGES.payment.deviceWalletError : MESSAGES.payment.systemError));
  }
}

/**
 * A visit's box paid with a wallet: the express checkout of its trial or subscription, or, for a
 * one-time cart (which has no express call), the wallet made the payment method and its address
 * the shipping address, for "Confirm payment method" to place the order.
 */
export async function payWithWallet(input: WalletInput & { selection: ProductSelectionData; attemptId: string }): Promise<{ ok: true; isOrderPlaced: boolean } | { ok: false; messages: string[] }> {
  if (input.selection.initialSelectedItemIds.length === 0) {
    // 001 §5: "Whoops!" with the spec's words when there is nothing to pay for.
    await input.approval.complete('fail');
    return { ok: false, messages: [MESSAGES.payment.selectAtLeastOneProduct] };
  }
  const purchaseType = purchaseTypeOf(input.selection);
  const outcome = await payWithApproval({
    ...input,
    pay: async ({ firstname, lastname, address1, address2, city, state, zipcode, ...wallet }) => {
      if (purchaseType === 'cart') {
        await registerCard({ method: wallet.method, vendor: wallet.vendor, paymentNonce: wallet.paymentNonce });
        await updateAddress({ address1, ...(address2 ? { address2 } : {}), city, state, zipcode, firstname, lastname });
        return false;
      }
      await expressCheckout(purchaseType === 'trial' ? 'trial' : 'subscription', {
        ...wallet,
        firstname,
        lastname,
        address1,
        ...(address2 ? { address2 } : {}),
        city,
        state,
        zipcode,
        ...activationBody(input.selection, input.attemptId),
      } as Parameters<typeof expressCheckout>[1]);
      return true;
    },
  });
  return outcome.ok ? { ok: true, isOrderPlaced: outcome.result } : outcome;
}
