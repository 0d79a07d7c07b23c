import type { z } from 'zod';
import type { Activation, ExpressSubscriptionRequestSchema, ExpressTrialRequestSchema } from '@app/domain/contracts/payments';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { shippingEligibilityOf } from '../eligibility/eligibility-recheck.service';
import type { ZipDirectory } from '../eligibility/zip-directory';
import { saveShippingAddress } from '../patients/address.service';
import { getSignedInPatient } from '../patients/patients.service';
import { registerPaymentMethod } from '../payments/payment-methods.service';
import { checkedShippingAddress } from '../shipping-address/shipping-address.service';
import { activateCheckout, type OrdersDeps } from './activation.service';

type ExpressRequest = z.infer<typeof ExpressTrialRequestSchema> | z.infer<typeof ExpressSubscriptionRequestSchema>;

/**
 * Express checkout with a wallet (001 §4 "Device wallet", "Online wallet", §7.2): the wallet's
 * token, payer and shipping address arrive together. The address is checked first, for the form's
 * rules and for the treatment's eligibility (an ineligible state cancels the payment), before
 * anything is kept; then the payment method is stored (a decline ends it there), the address is
 * saved and the checkout activates as the card checkout does.
 */
export async function expressCheckout(
  deps: OrdersDeps & { zipDirectory: ZipDirectory },
  patient: PatientRow,
  request: ExpressRequest,
  purchaseType: 'trial' | 'subscription',
): Promise<Activation> {
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
  const shipsTo = { ...patient, city: address.city, state: address.state, zipcode: address.zipcode };
  const { ineligibleReason } = shippingEligibilityOf(deps.eligibility, shipsTo, [request.treatmentCategoryId]);
  if (ineligibleReason) {
    throw new AppError('VALIDATION_FAILED', ineligibleReason.userMessage);
  }
  await registerPaymentMethod({ db: deps.db, processors: deps.processors }, patient, {
    method: request.method,
    vendor: request.vendor,
    paymentNonce: request.paymentNonce,
    ...(request.cardLastFour ? { cardLastFour: request.cardLastFour } : {}),
    ...(request.cardFundingType ? { cardFundingType: request.cardFundingType } : {}),
  });
  await saveShippingAddress(deps.db, patient.id, address);
  return activateCheckout(deps, await getSignedInPatient(deps.db, patient.id), {
    purchaseType,
    treatmentCategoryId: request.treatmentCategoryId,
    checkoutAttemptId: request.checkoutAttemptId,
    ...('shipmentFrequency' in request ? { shipmentFrequency: request.shipmentFrequency } : {}),
  });
}
