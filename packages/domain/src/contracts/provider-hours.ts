import { z } from 'zod';

/**
 * A provider's own availability in `/care` (issue 34 item 1, ADR 171). Not in the spec; a 422
 * names each field. Times are `HH:MM` and days `YYYY-MM-DD`, in the provider's time zone.
 */
const Clock = z.string().max(5);
const Day = z.string().max(10);

export const HoursRangeSchema = z.object({ start: Clock, end: Clock });
export const WeeklyHoursRangeSchema = HoursRangeSchema.extend({ weekday: z.number().int().min(0).max(6) });

/** A booked consultation the provider's hours no longer cover: kept, shown, for the provider to settle. */
export const HoursConflictSchema = z.object({ consultationId: z.number().int(), startsAt: z.string().datetime() });
export type HoursConflict = z.infer<typeof HoursConflictSchema>;

export const ProviderAvailabilitySchema = z.object({
  /** Null until the provider first saves hours: until then `npm run schedule:add` sets their slots. */
  timeZone: z.string().nullable(),
  weekly: z.array(WeeklyHoursRangeSchema),
  overrides: z.array(z.object({ day: z.string(), hours: z.array(HoursRangeSchema) })),
  timeOff: z.array(z.object({ id: z.number().int(), from: z.string(), to: z.string() })),
  languages: z.array(z.string()),
  /** Read only: operators change licences (ADR 115). */
  licensedStates: z.array(z.string()),
  conflicts: z.array(HoursConflictSchema),
  /** How many days ahead patients can book from these hours. */
  horizonDays: z.number().int(),
  /** The provider's today, for the pages' date pickers. */
  today: z.string(),
});
export type ProviderAvailability = z.infer<typeof ProviderAvailabilitySchema>;
export const ProviderAvailabilityResponseSchema = z.object({ data: ProviderAvailabilitySchema });

/** `PUT /api/care/availability/weekly`: the week's hours, the zone they are in and the languages spoken. */
export const WeeklyHoursRequestSchema = z.object({
  timeZone: z.string().max(64).default(''),
  weekly: z.array(WeeklyHoursRangeSchema).max(7 * 12),
  languages: z.array(z.string().max(8)).max(20),
});
export type WeeklyHoursRequest = z.infer<typeof WeeklyHoursRequestSchema>;

export const OverrideParamsSchema = z.object({ day: Day });
/** `PUT /api/care/availability/overrides/:day`: that day's hours in place of the week's; none = not available. */
export const OverrideRequestSchema = z.object({ hours: z.array(HoursRangeSchema).max(12) });
export type OverrideRequest = z.infer<typeof OverrideRequestSchema>;

/** `POST /api/care/availability/time-off`: days off, inclusive. */
export const TimeOffRequestSchema = z.object({ from: Day.default(''), to: Day.default('') });
export type TimeOffRequest = z.infer<typeof TimeOffRequestSchema>;
export const TimeOffParamsSchema = z.object({ timeOffId: z.coerce.number().int().positive().max(2_147_483_647) });
