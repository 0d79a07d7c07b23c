import { z } from 'zod';

/** The patient of 000 §3, as `GET /api/patient` answers it. */
export const PatientSchema = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  cardLastFour: z.string().nullable(),
  collectedCardLastFour: z.string().nullable(),
  hasCompletedCcEntry: z.boolean(),
  hasCompletedShippingAddressEntry: z.boolean(),
  isMinor: z.boolean(),
  introOffer: z.object({ id: z.number().int() }).nullable(),
  subscriptionItems: z.array(z.object({ itemId: z.number().int(), name: z.string() })),
});
export type Patient = z.infer<typeof PatientSchema>;

export const PatientResponseSchema = z.object({ data: PatientSchema });

/**
 * `GET /api/shared/basic-patient` (001 §7.1, answer ours, ADR 101): who is signed in, for pages
 * shared with the marketing site (a greeting, Log in or Dashboard): no contact, address, card or
 * health data. `data` is null for a visitor.
 */
export const BasicPatientSchema = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  brand: z.number().int(),
  hasCompletedSignup: z.boolean(),
});
export type BasicPatient = z.infer<typeof BasicPatientSchema>;
export const BasicPatientResponseSchema = z.object({ data: BasicPatientSchema.nullable() });
