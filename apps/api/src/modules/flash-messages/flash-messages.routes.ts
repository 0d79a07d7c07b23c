import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FlashMessagesResponseSchema } from '@app/domain/contracts';
import { takeFlashes } from './flash-messages.service';

export const flashMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/flash-messages',
    { schema: { tags: ['identity'], summary: 'Pending flash messages, each returned once', response: { 200: FlashMessagesResponseSchema } } },
    async (request, reply) => {
      let pending = request.session?.data.flash ?? [];
      if (pending.length > 0) {
        // Taken from the stored data under its lock: two tabs asking at once get each flash once.
        await app.sessions.updateData(request, reply, (data) => {
          const taken = takeFlashes(data);
          pending = taken.messages;
          return taken.rest;
        });
      }
      return { data: { data: pending } };
    },
  );
};
