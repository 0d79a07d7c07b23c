import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BraintreeTokenResponseSchema, CurrentPaymentMethodResponseSchema, PaymentConfigResponseSchema, RegisterCardRequestSchema, RegisterCardResponseSchema } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { signedInPatientOf } from '../../http/audience';
import { paymentBrowserConfig } from './payment-browser-config';
import { currentPaymentMethod, registerPaymentMethod, toSummary, type PaymentDeps } from './payment-methods.service';

const TAGS = ['payments'];

/** The payment step's calls (001 §7.2; config and the current method are ours, ADR 106). */
export interface PaymentsRoutesOptions extends PaymentDeps {
  env: Env;
  /** Told after a payment method is stored (the referral's card screening, ADR 109). */
  onMethodStored: (patientId: number) => Promise<void>;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, deps) => {
  app.post(
    '/app/patient/payment/register-card',
    {
      config: { auditAction: 'payment-method.store' },
      schema: {
        tags: TAGS,
        summary: "Stores a processor's token (card, PayPal, Apple Pay) as the patient's payment method; 402 with the processor's message when refused",
        body: RegisterCardRequestSchema,
        response: { 200: RegisterCardResponseSchema },
      },
    },
    async (request) => {
      const method = await registerPaymentMethod(deps, signedInPatientOf(request), request.body);
      await deps.onMethodStored(method.patientId);
      return { data: toSummary(method) };
    },
  );

  app.get(
    '/api/patient/payment/braintree-token',
    { schema: { tags: TAGS, summary: "The online wallet vault's client token", response: { 200: BraintreeTokenResponseSchema } } },
    async () => {
      const token = await deps.processors.walletVault.clientToken().catch(() => undefined);
      if (!token) {
        throw new AppError('INTERNAL', MESSAGES.payment.walletVaultError);
      }
      return { data: { braintreeToken: token } };
    },
  );

  app.get(
    '/api/patient/payment/config',
    { schema: { tags: TAGS, summary: 'Which processors the payment step loads, and their public keys', response: { 200: PaymentConfigResponseSchema } } },
    async () => ({ data: paymentBrowserConfig(deps.env) }),
  );

  app.get(
    '/api/patient/payment/method',
    { schema: { tags: TAGS, summary: "The patient's payment method on file (last four digits only), or null", response: { 200: CurrentPaymentMethodResponseSchema } } },
    async (request) => {
      const row = await currentPaymentMethod(deps.db, signedInPatientOf(request).id);
      return { data: row ? toSummary(row) : null };
    },
  );
};
