import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandTransferCompleteRequestSchema, BrandTransferCompleteResponseSchema, BrandTransferDetailsRequestSchema, BrandTransferDetailsResponseSchema } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { withFlash } from '../flash-messages';
import { type EmailSender, createMessageSealer } from '../messaging';
import { createTransferTokenSealer } from './brand-transfer-token';
import { completeBrandTransfer, requestBrandTransfer, type BrandTransferSettings } from './brand-transfer.service';
import { toPatientView } from '../patients';
import { signupContinuePath } from './signup-continue-path';

export interface BrandTransferRoutesOptions {
  db: Db;
  /** The app secret; the link token's key, and the queued email's, are derived from it. */
  secret: string;
  emailSender: EmailSender;
  unavailableStates: readonly string[];
  maxAttemptsPerAddress: number;
  windowMinutes: number;
}

/**
 * Brand transfer (001 §4, §7.1): an account of the other brand moves here once its owner opens a
 * one-time link emailed to it. See docs/decisions/052-brand-transfer.md.
 */
export const brandTransferRoutes: FastifyPluginAsyncZod<BrandTransferRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  const sealer = createTransferTokenSealer(opts.secret);
  const outbox = { email: opts.emailSender, sealer: createMessageSealer(opts.secret) };
  const settingsFor = (ip: string): BrandTransferSettings => ({
    sealer,
    outbox,
    unavailableStates: opts.unavailableStates,
    addressLimit: { key: `brand-transfer:address:${ip}`, max: opts.maxAttemptsPerAddress, windowMinutes: opts.windowMinutes },
    windowMinutes: opts.windowMinutes,
    ipAddress: ip,
  });

  app.post(
    '/api/patient/brand/transfer',
    {
      schema: {
        tags: ['identity'],
        summary: 'Check the details for a brand transfer and email the one-time transfer link',
        body: BrandTransferDetailsRequestSchema,
        response: { 200: BrandTransferDetailsResponseSchema },
      },
    },
    async (request) => {
      const brand = { id: request.brand.id, name: request.brand.name, origin: `${request.protocol}://${request.host}` };
      return { data: await requestBrandTransfer(db, brand, request.body, settingsFor(request.ip)) };
    },
  );

  app.post(
    '/api/register/brand-transfer/complete',
    {
      schema: {
        tags: ['identity'],
        summary: 'Move the account named by an emailed transfer link to this brand and sign it in',
        body: BrandTransferCompleteRequestSchema,
        response: { 200: BrandTransferCompleteResponseSchema },
      },
    },
    async (request, reply) => {
      const brand = { id: request.brand.id, name: request.brand.name, origin: `${request.protocol}://${request.host}` };
      const patient = await completeBrandTransfer(db, brand, request.body.token, settingsFor(request.ip));
      await app.sessions.signIn(request, reply, { role: 'patient', patientId: patient.id });
      await app.sessions.updateData(request, reply, (data) =>
        withFlash(data, { type: 'success', content: MESSAGES.brandTransfer.transferred }),
      );
      return {
        user: toPatientView(patient),
        message: MESSAGES.brandTransfer.transferred,
        redirectPath: signupContinuePath('skin', request.brand.key),
      };
    },
  );
};
