import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressSuggestionsQuerySchema, AddressSuggestionsResponseSchema, ShippingAddressUpdateResponseSchema, ShippingAddressUpdateSchema } from '@app/domain/contracts';
import { patientIdOf, signedInPatientOf } from '../../http/audience';
import {
  suggestAddresses,
  updateShippingAddress,
  type ShippingAddressDeps,
} from './shipping-address.service';

/**
 * The checkout's shipping address (001 §2.2, §7.2; ADR 105): the update at the spec's path, and
 * the autosuggest at a path of ours. Both are limited per patient.
 */
export const shippingAddressRoutes: FastifyPluginAsyncZod<ShippingAddressDeps> = async (
  app,
  deps,
) => {
  app.patch(
    '/app/users/self/address',
    {
      config: { auditAction: 'account.address-change' },
      schema: {
        tags: ['checkout'],
        summary:
          "Set the signed-in patient's shipping address (422 with each field's messages when refused)",
        body: ShippingAddressUpdateSchema,
        response: { 200: ShippingAddressUpdateResponseSchema },
      },
    },
    async (request) => ({
      data: await updateShippingAddress(deps, patientIdOf(request), request.body),
    }),
  );

  app.get(
    '/api/patient/address-suggestions',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Up to five US addresses that start like the typed street text',
        querystring: AddressSuggestionsQuerySchema,
        response: { 200: AddressSuggestionsResponseSchema },
      },
    },
    async (request) => ({
      data: {
        suggestions: await suggestAddresses(deps, signedInPatientOf(request), request.query),
      },
    }),
  );
};
