import { z } from 'zod';

/**
 * Consultation booking (000 §3 "Consultation" and "Available slots"; paths are ours, 001 §7.6
 * leaves them "not shown": see docs/decisions/040-consultation-booking-api.md). Timestamps are Unix
 * seconds; day keys are the first instant of the day in the response's `timezone`.
 */

/** `?timezone=` (the browser's IANA zone) and, for slots, `?language=`; both optional. */
export const SlotsQuerySchema = z.object({
  timezone: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
});

export const TimeZoneQuerySchema = z.object({ timezone: z.string().max(64).optional() });

export const TimeSlotSchema = z.object({ id: z.number().int(), timestamp: z.number().int() });

export const AvailableSlotsSchema = z.object({
  timezone: z.string(),
  timeSlots: z.record(z.string(), z.array(TimeSlotSchema)),
  languages: z.array(z.string()),
  /** Ours: the per-brand feature flag behind the Preferred language select. */
  isPreferredLanguageEnabled: z.boolean(),
});
export type AvailableSlots = z.infer<typeof AvailableSlotsSchema>;

/** The consultation schedule submit of 000 §7. */
export const BookConsultationInputSchema = z.object({
  brand: z.number().int(),
  appointmentTimeSlotId: z.number().int().positive().max(2_147_483_647),
  preferredLanguage: z.string().max(8).optional(),
});
export type BookConsultationInput = z.infer<typeof BookConsultationInputSchema>;

export const ConsultationSchema = z.object({
  scheduledAtDateTimestamp: z.number().int(),
  scheduledAtTimestamp: z.number().int(),
  preferredLanguage: z.string(),
  /** Ours: the zone the day timestamp was computed in, and the window's length. */
  timezone: z.string(),
  durationMinutes: z.number().int(),
});
export type Consultation = z.infer<typeof ConsultationSchema>;

export const ProviderSchema = z.object({
  name: z.string(),
  profilePhotoUrl: z.string().nullable(),
});
export type Provider = z.infer<typeof ProviderSchema>;

export const AvailableSlotsResponseSchema = z.object({ data: AvailableSlotsSchema });
export const ConsultationResponseSchema = z.object({ data: ConsultationSchema.nullable() });
export const BookedConsultationResponseSchema = z.object({ data: ConsultationSchema });
export const ProviderResponseSchema = z.object({ data: ProviderSchema });
