import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { AppError } from '../errors';
import type { BrandResolver } from '../modules/brands';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
  }
}

/** Every request belongs to the brand of its Host header; an unknown host is refused. */
export const brandPlugin = fp(async (app: FastifyInstance, opts: { resolver: BrandResolver }) => {
  app.decorateRequest('brand', null as unknown as Brand);
  app.addHook('onRequest', async (request) => {
    const brand = opts.resolver.forHost(request.headers.host);
    if (!brand) {
      throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
    }
    request.brand = brand;
  });
});
