import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { OverrideParamsSchema, OverrideRequestSchema, ProviderAvailabilityResponseSchema, TimeOffParamsSchema, TimeOffRequestSchema, WeeklyHoursRequestSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { signedInStaffOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { Clock } from '../clock';
import { addTimeOff, providerAvailability, removeDateOverride, removeTimeOff, saveDateOverride, saveWeeklyHours } from '../scheduling';
import { careProviderOf } from './care-provider';

const TAGS = ['care portal'];

/**
 * A provider's own hours (issue 34 item 1, ADR 171), on the provider surface (every request
 * audited): weekly hours in their zone, date overrides, time off and languages; each change
 * answers with the whole page, conflicts included, as read after it committed.
 */
export const careAvailabilityRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const providerOf = (request: FastifyRequest) => careProviderOf(signedInStaffOf(request));
  const answer = async (request: FastifyRequest, now: Date) => ({ data: await providerAvailability(db, providerOf(request), now) });
  const response = { 200: ProviderAvailabilityResponseSchema };

  app.get(
    '/api/care/availability',
    { config: { auditAction: 'care.availability.read' }, schema: { tags: TAGS, summary: "The provider's weekly hours, date overrides, time off, languages, licensed states and conflicts", response } },
    async (request) => answer(request, await clock.now()),
  );

  app.put(
    '/api/care/availability/weekly',
    {
      config: { auditAction: 'care.availability.weekly' },
      schema: { tags: TAGS, summary: 'Save the week’s hours in a time zone and the languages spoken; slots follow, booked ones never cancelled', body: WeeklyHoursRequestSchema, response },
    },
    async (request) => {
      const now = await clock.now();
      noteAudit(request, { subject: { timeZone: request.body.timeZone, ranges: request.body.weekly.length } });
      await saveWeeklyHours(db, providerOf(request).providerId, request.body, now);
      return answer(request, now);
    },
  );

  app.put(
    '/api/care/availability/overrides/:day',
    {
      config: { auditAction: 'care.availability.override' },
      schema: { tags: TAGS, summary: 'Set one day’s hours in place of the week’s (none: not available that day)', params: OverrideParamsSchema, body: OverrideRequestSchema, response },
    },
    async (request) => {
      const now = await clock.now();
      noteAudit(request, { subject: { day: request.params.day, ranges: request.body.hours.length } });
      await saveDateOverride(db, providerOf(request).providerId, request.params.day, request.body, now);
      return answer(request, now);
    },
  );

  app.delete(
    '/api/care/availability/overrides/:day',
    { config: { auditAction: 'care.availability.override.remove' }, schema: { tags: TAGS, summary: 'Remove a day’s override: the week’s hours apply again', params: OverrideParamsSchema, response } },
    async (request) => {
      const now = await clock.now();
      noteAudit(request, { subject: { day: request.params.day } });
      await removeDateOverride(db, providerOf(request).providerId, request.params.day, now);
      return answer(request, now);
    },
  );

  app.post(
    '/api/care/availability/time-off',
    { config: { auditAction: 'care.availability.time-off' }, schema: { tags: TAGS, summary: 'Add days off (from today on, at most a year at once)', body: TimeOffRequestSchema, response } },
    async (request) => {
      const now = await clock.now();
      noteAudit(request, { subject: { from: request.body.from, to: request.body.to } });
      await addTimeOff(db, providerOf(request).providerId, request.body, now);
      return answer(request, now);
    },
  );

  app.delete(
    '/api/care/availability/time-off/:timeOffId',
    { config: { auditAction: 'care.availability.time-off.remove' }, schema: { tags: TAGS, summary: 'Remove days off', params: TimeOffParamsSchema, response } },
    async (request) => {
      const now = await clock.now();
      noteAudit(request, { subject: { timeOffId: request.params.timeOffId } });
      await removeTimeOff(db, providerOf(request).providerId, request.params.timeOffId, now);
      return answer(request, now);
    },
  );
};
