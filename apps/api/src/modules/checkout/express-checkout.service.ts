import type { z } from 'zod';
import type { Activation, ExpressSubscriptionRequestSchema, ExpressTrialRequestSchema, RegisterCardRequest, WalletAddressSchema } from '@app/domain/contracts';
import type { PatientRow } from '../../db/schema/index';
import { MESSAGES } from '@app/domain/messages';
import { AppError } from '../../errors';
import { shippingEligibilityOf, type ZipDirectory } from '../eligibility';
import { saveShippingAddress, getSignedInPatient, type ShippingAddressValues } from '../patients';
import { registerPaymentMethod } from '../payments';
import { sellingVisitForCategory } from '../selection';
import { checkedShippingAddress } from '../shipping-address';
import { activateCheckout, type CheckoutDeps } from './activation.service';
import { findCompletedAttemptOfVisit } from './checkout-attempts.repository';

type ExpressRequest = z.infer<typeof ExpressTrialRequestSchema> | z.infer<typeof ExpressSubscriptionRequestSchema>;
/** The wallet's token and what the processor said of it, as a payment method is registered. */
type WalletPayment = Pick<RegisterCardRequest, 'method' | 'vendor' | 'paymentNonce' | 'cardLastFour' | 'cardFundingType'>;

/**
 * Express checkout with a wallet (001 §4 "Device wallet", "Online wallet", §7.2): the wallet's
 * token, payer and shipping address arrive together. The address is checked first, for the form's
 * rules and for the treatment's eligibility (an ineligible state cancels the payment), and a box
 * already paid is refused, before anything is kept; then the payment method is stored (a decline
 * ends it there), the address is saved and the checkout activates as the card checkout does.
 */
export async function expressCheckout(
  deps: CheckoutDeps & { zipDirectory: ZipDirectory },
  patient: PatientRow,
  request: ExpressRequest,
  purchaseType: 'trial' | 'subscription',
): Promise<Activation> {
  const address = checkedWalletAddress(deps, patient, request, [request.treatmentCategoryId]);
  const isRetryOfPaidAttempt = await refuseIfPaidByAnotherAttempt(deps, patient, request);
  if (isRetryOfPaidAttempt) {
    // The same attempt again (a lost answer): its first result, with nothing stored twice.
    return activate(deps, patient, request, purchaseType);
  }
  return activate(deps, await storeWalletAndAddress(deps, patient, request, address), request, purchaseType);
}

/**
 * The wallet's shipping address, checked for the form's rules and, for a treatment, its
 * eligibility (an ineligible state cancels the payment); `categoryIds` empty for the shop's
 * over-the-counter products (ADR 152).
 */
export function checkedWalletAddress(
  deps: Pick<CheckoutDeps, 'eligibility'> & { zipDirectory: ZipDirectory },
  patient: PatientRow,
  request: WalletPayment & z.infer<typeof WalletAddressSchema>,
  categoryIds: readonly number[],
): ShippingAddressValues {
  const address = checkedShippingAddress(deps, {
    address1: request.address1,
    ...(request.address2 ? { address2: request.address2 } : {}),
    city: request.city,
    state: request.state,
    zipcode: request.zipcode,
    firstname: request.firstname,
    lastname: request.lastname,
    ...(request.phoneNumberOptional ? { phoneNumberOptional: request.phoneNumberOptional } : {}),
  });
  if (categoryIds.length > 0) {
    const shipsTo = { ...patient, city: address.city, state: address.state, zipcode: address.zipcode };
    const { ineligibleReason } = shippingEligibilityOf(deps.eligibility, shipsTo, categoryIds);
    if (ineligibleReason) {
      throw new AppError('VALIDATION_FAILED', ineligibleReason.userMessage);
    }
  }
  return address;
}

/** Stores the wallet as the payment method (a decline ends it there), then its address: the patient as they are now. */
export async function storeWalletAndAddress(deps: CheckoutDeps, patient: PatientRow, request: WalletPayment, address: ShippingAddressValues): Promise<PatientRow> {
  await registerPaymentMethod({ db: deps.db, processors: deps.processors }, patient, {
    method: request.method,
    vendor: request.vendor,
    paymentNonce: request.paymentNonce,
    ...(request.cardLastFour ? { cardLastFour: request.cardLastFour } : {}),
    ...(request.cardFundingType ? { cardFundingType: request.cardFundingType } : {}),
  });
  await saveShippingAddress(deps.db, patient.id, address);
  return getSignedInPatient(deps.db, patient.id);
}

/**
 * Refuses a wallet for a box another attempt has paid before anything of it is stored: the
 * activation would refuse it too, but only after the wallet and its address had replaced the
 * patient's own. Answers whether the paid attempt is this very one.
 */
async function refuseIfPaidByAnotherAttempt(deps: CheckoutDeps, patient: PatientRow, request: ExpressRequest): Promise<boolean> {
  const visit = await sellingVisitForCategory(deps.selection, patient, patient.brandId, request.treatmentCategoryId);
  const paid = await findCompletedAttemptOfVisit(deps.db, visit.id);
  if (paid && paid.attemptUuid !== request.checkoutAttemptId) {
    throw new AppError('CONFLICT', MESSAGES.payment.alreadyActivated);
  }
  return paid !== undefined;
}

function activate(deps: CheckoutDeps, patient: PatientRow, request: ExpressRequest, purchaseType: 'trial' | 'subscription'): Promise<Activation> {
  return activateCheckout(deps, patient, {
    purchaseType,
    treatmentCategoryId: request.treatmentCategoryId,
    checkoutAttemptId: request.checkoutAttemptId,
    ...('shipmentFrequency' in request ? { shipmentFrequency: request.shipmentFrequency } : {}),
  });
}
