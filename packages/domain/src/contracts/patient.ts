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
