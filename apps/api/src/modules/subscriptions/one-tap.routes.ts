import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OneTapRequestSchema, OneTapResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { consumeAttempt } from '../rate-limits';
import { describeOneTapLink, useOneTapLink } from './one-tap.service';

const TAGS = ['subscriptions'];
/** Link look-ups per address in 15 minutes: a token is 256 random bits, this only keeps scanners polite. */
const LOOKUPS_PER_WINDOW = 60;

/**
 * The one-tap links of the 3-day notice (issue 13 item 6), without signing in: the token proves the
 * mailbox. POST both ways, with the token in the body, so it never lands in a request log's path.
 */
export const oneTapRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const limit = (ip: string) => consumeAttempt(db, { key: `one-tap:ip:${ip}`, max: LOOKUPS_PER_WINDOW, windowMinutes: 15 });

  app.post(
    '/api/one-tap/describe',
    { schema: { tags: TAGS, summary: 'What a one-tap link would do to its box, and whether it still can', body: OneTapRequestSchema, response: { 200: OneTapResponseSchema } } },
    async (request) => {
      await limit(request.ip);
      return { data: await describeOneTapLink(db, request.body.token, await clock.now()) };
    },
  );

  app.post(
    '/api/one-tap/use',
    { schema: { tags: TAGS, summary: 'Skips or postpones the box of a one-tap link, once', body: OneTapRequestSchema, response: { 200: OneTapResponseSchema } } },
    async (request) => {
      await limit(request.ip);
      return { data: await useOneTapLink(db, request.body.token, await clock.now(), request.ip) };
    },
  );
};
