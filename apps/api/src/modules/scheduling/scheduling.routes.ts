import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AvailableSlotsResponseSchema, BookConsultationInputSchema, BookedConsultationResponseSchema, ConsultationResponseSchema, ProviderResponseSchema, SlotsQuerySchema, TimeZoneQuerySchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { listAvailableSlots } from './available-slots.service';
import type { SchedulingSettings } from './booking-context';
import { bookConsultation, getConsultationProvider, getVisitConsultation } from './booking.service';
import { patientIdOf } from '../../http/audience';

const VisitParams = z.object({ uuid: z.string().max(64) });

/** Consultation booking for a visit; paths and shapes in docs/decisions/040-consultation-booking-api.md. */
export const schedulingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  settings: SchedulingSettings;
}> = async (app, { db, settings }) => {
  app.get(
    '/api/consultations/:uuid/available-slots',
    {
      schema: {
        tags: ['scheduling'],
        summary: "Free consultation slots for a visit, by day in the patient's time zone",
        params: VisitParams,
        querystring: SlotsQuerySchema,
        response: { 200: AvailableSlotsResponseSchema },
      },
    },
    async (request) => ({
      data: await listAvailableSlots(db, settings, {
        patientId: patientIdOf(request),
        brandId: request.brand.id,
        visitUuid: request.params.uuid,
        timezone: request.query.timezone,
        language: request.query.language,
        now: new Date(),
      }),
    }),
  );

  app.get(
    '/api/consultations/:uuid',
    {
      schema: {
        tags: ['scheduling'],
        summary: "The visit's booked consultation, or null",
        params: VisitParams,
        querystring: TimeZoneQuerySchema,
        response: { 200: ConsultationResponseSchema },
      },
    },
    async (request) => ({
      data: await getVisitConsultation(db, {
        patientId: patientIdOf(request),
        visitUuid: request.params.uuid,
        timezone: request.query.timezone,
      }),
    }),
  );

  app.post(
    '/api/consultations/:uuid',
    {
      config: { auditAction: 'consultation.book' },
      schema: {
        tags: ['scheduling'],
        summary: 'Book a consultation slot for the visit (replaces its earlier booking)',
        params: VisitParams,
        querystring: TimeZoneQuerySchema,
        body: BookConsultationInputSchema,
        response: { 200: BookedConsultationResponseSchema },
      },
    },
    async (request) => ({
      data: await bookConsultation(db, settings, {
        patientId: patientIdOf(request),
        brandId: request.brand.id,
        visitUuid: request.params.uuid,
        timezone: request.query.timezone,
        input: request.body,
        now: new Date(),
      }),
    }),
  );

  app.get(
    '/api/live-consultations/:uuid/provider',
    {
      schema: {
        tags: ['scheduling'],
        summary: "The provider of the visit's booked consultation",
        params: VisitParams,
        response: { 200: ProviderResponseSchema },
      },
    },
    async (request) => ({
      data: await getConsultationProvider(db, {
        patientId: patientIdOf(request),
        visitUuid: request.params.uuid,
      }),
    }),
  );
};
