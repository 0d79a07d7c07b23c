import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { findApiRoot } from '../../../db/api-root';
import { tokenizeCard, tokenizeWalletApproval } from './sandbox-processor.service';

/**
 * The sandbox processor's own paths (ADR 106), apart from the app's API as a real processor's
 * host is: its script for the merchant page, the card field's frame, the PayPal approval page,
 * and the endpoints they post to. Registered only when a setting chooses the sandbox.
 */

const ASSETS = ['sandbox.js', 'sandbox.css', 'card-frame.html', 'card-frame.js', 'card-frame.css', 'paypal-approve.html', 'paypal-approve.js'] as const;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', html: 'text/html; charset=utf-8' };

const CardEntrySchema = z
  .object({
    number: z.string().max(32),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(8),
  })
  .strict();

const PayerSchema = z
  .object({
    email: z.string().max(254),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    phone: z.string().max(30),
    address1: z.string().max(200),
    address2: z.string().max(200),
    city: z.string().max(100),
    state: z.string().max(2),
    zipcode: z.string().max(10),
  })
  .partial()
  .strict();

export const sandboxProcessorRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  const folder = join(findApiRoot(), 'sandbox-processor');
  const files = new Map(ASSETS.map((name) => [name, readFileSync(join(folder, name), 'utf8')]));

  app.get(
    '/sandbox-processor/v1/:file',
    { schema: { hide: true, params: z.object({ file: z.enum(ASSETS) }) } },
    async (request, reply) => {
      const { file } = request.params;
      return reply
        .type(TYPES[file.split('.').pop()!]!)
        .header('cache-control', 'no-cache')
        .send(files.get(file));
    },
  );

  // The card field's frame posts the entry here; the answer is a token or the field's message.
  app.post(
    '/sandbox-processor/v1/tokens',
    { schema: { hide: true, body: CardEntrySchema } },
    async (request, reply) => {
      const result = await tokenizeCard(db, secret, request.body);
      if (!result.ok) {
        return reply.status(400).send({ error: { field: result.field, message: result.message } });
      }
      return { id: result.token.id, card: { last4: result.token.cardLastFour, brand: result.token.cardBrand, funding: result.token.cardFundingType } };
    },
  );

  // The PayPal approval page and the device wallet's sheet post the approved payer here.
  app.post(
    '/sandbox-processor/v1/wallet-approvals',
    { schema: { hide: true, body: z.object({ kind: z.enum(['paypal', 'apple-pay']), payer: PayerSchema }).strict() } },
    async (request) => {
      const payer = Object.fromEntries(Object.entries(request.body.payer).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return { nonce: await tokenizeWalletApproval(db, request.body.kind, payer) };
    },
  );
};
