import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { advanceSimulatedClock, type Clock } from './clock';

const tags = ['development'];
const ClockResponseSchema = z.object({ data: z.object({ now: z.string().datetime() }) });
/** At most a year and a half at a time: enough to see any renewal or expiry, not a typo of years. */
const MAX_DAYS = 550;

/**
 * The simulated clock (ADR 110), development and tests only: it is registered only outside
 * production, where the clock adapter is the system's. Moving it forward runs `afterMove` (the
 * surface queues a fulfilment pass), so what became due happens without waiting for the schedule.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; afterMove: () => Promise<void> }> = async (app, { db, clock, afterMove }) => {
  app.get('/api/dev/clock', { schema: { tags, summary: 'The simulated time', response: { 200: ClockResponseSchema } } }, async () => ({
    data: { now: (await clock.now()).toISOString() },
  }));

  app.post(
    '/api/dev/clock/advance',
    {
      schema: {
        tags,
        summary: 'Move the simulated clock forward and run the fulfilment pass',
        body: z.object({ days: z.number().int().min(0).max(MAX_DAYS), hours: z.number().int().min(0).max(23).default(0) }).strict(),
        response: { 200: ClockResponseSchema },
      },
    },
    async (request) => {
      if (!clock.isSimulated) {
        throw new AppError('NOT_FOUND', 'This server runs on the real clock.');
      }
      await advanceSimulatedClock(db, (request.body.days * 24 + request.body.hours) * 3_600_000);
      await afterMove();
      return { data: { now: (await clock.now()).toISOString() } };
    },
  );
};
