import type { z } from 'zod';
import type { Activation, ExpressSubscriptionRequestSchema, ExpressTrialRequestSchema } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

export type ExpressBody = z.input<typeof ExpressTrialRequestSchema> | z.input<typeof ExpressSubscriptionRequestSchema>;

/** Express checkout with a wallet (001 §7.2): the wallet's token, payer and address, and the activation, in one request. */
export async function expressCheckout(kind: 'trial' | 'subscription', body: ExpressBody): Promise<Activation> {
  const path = kind === 'trial' ? '/app/patient/payment/activate-express-checkout-trial' : '/app/patient/payment/activate-express-checkout-subscription';
  return (await apiRequest<{ data: Activation }>('POST', path, body)).data;
}
