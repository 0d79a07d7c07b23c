import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BundleConfigResponseSchema } from '@app/domain/contracts';
import type { SelectionSettingsLookup } from '../brands';
import { bundleOfBrand } from './selling-context';

/**
 * The product-detail page's bundle (001 §2.6, §3 "Bundle config"; path ours, ADR 107): public, as
 * the page is shown before the account exists. The brand is the host's.
 */
export const bundleRoutes: FastifyPluginAsyncZod<{ settingsFor: SelectionSettingsLookup }> = async (app, { settingsFor }) => {
  app.get(
    '/api/product-detail/bundle',
    {
      schema: {
        tags: ['product selection'],
        summary: "The free-trial bundle of the host's brand: its fixed set, the add-ons and their prices, what shipping and handling cost",
        response: { 200: BundleConfigResponseSchema },
      },
    },
    async (request) => ({ data: bundleOfBrand(settingsFor, request.brand.id) }),
  );
};
