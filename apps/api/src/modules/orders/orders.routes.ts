import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrdersResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { signedInPatientOf } from '../../http/audience';
import { listOrders } from './orders.service';

/** What the patient bought: their orders, each with its lines and invoice. */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/patient/orders',
    { schema: { tags: ['checkout'], summary: "The patient's orders with their lines and invoices", response: { 200: OrdersResponseSchema } } },
    async (request) => ({ data: await listOrders(deps.db, signedInPatientOf(request).id) }),
  );
};
