import { z } from 'zod';

// Longer urls are accepted and cut to TRACKED_URL_MAX_LENGTH when stored; absurd ones are refused.
const TrackedUrl = z.string().max(8192).optional();

export const LandingRequestSchema = z.object({ landingUrl: TrackedUrl, referrerUrl: TrackedUrl });
export const OptOutRequestSchema = z.object({ isOptedOut: z.boolean() });
export const TrackingStateSchema = z.object({ isOptedOut: z.boolean() });
