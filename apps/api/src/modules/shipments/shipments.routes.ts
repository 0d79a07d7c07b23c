import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShipmentsResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { patientIdOf } from '../../http/audience';
import { listPatientShipments } from './patient-shipments.service';

/** The patient's shipments page (issue 13 item 4, ADR 112). */
export const shipmentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/patient/shipments',
    {
      schema: {
        tags: ['shipments'],
        summary: "The signed-in patient's parcels, newest order first: what each held, status, tracking number, shipped and delivered dates",
        response: { 200: ShipmentsResponseSchema },
      },
    },
    async (request) => ({ data: await listPatientShipments(db, patientIdOf(request)) }),
  );
};
