import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BundleConfigResponseSchema } from '@app/domain/contracts';
import { bundleOfBrand, type SelectionDeps } from './selling-context';

/**
 * The product-detail page's bundle (001 §2.6, §3 "Bundle config"; path ours, ADR 107): public, as
 * the page is shown before the account exists. The brand is the host's.
 */
export const bundleRoutes: FastifyPluginAsyncZod<Pick<SelectionDeps, 'db' | 'clock' | 'settingsFor'>> = async (app, deps) => {
  app.get(
    '/api/product-detail/bundle',
    {
      schema: {
        tags: ['product selection'],
        summary: "The free-trial bundle of the host's brand: its fixed set, the add-ons and their prices, what shipping and handling cost",
        response: { 200: BundleConfigResponseSchema },
      },
    },
    async (request) => ({ data: await bundleOfBrand(deps, request.brand.id) }),
  );
};
