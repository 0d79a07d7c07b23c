import { z } from 'zod';
import { SKINCARE_GOAL_IDS } from '../constants/skincare-goals';
import { VisitSchema } from './visits';

export const SkincareGoalsRequestSchema = z.object({
  goals: z
    .array(z.enum(SKINCARE_GOAL_IDS as [string, ...string[]]))
    .min(1)
    .max(SKINCARE_GOAL_IDS.length),
});

export const SignupCompleteResponseSchema = z.object({ data: z.object({ visit: VisitSchema }), message: z.string() });

export const MedicalHistoryCompleteResponseSchema = z.object({
  data: z.object({ creditedCents: z.number().int() }),
  message: z.string(),
});

/** The referral share link (000 §3 "Referral: link"). */
export const ReferralResponseSchema = z.object({ data: z.object({ link: z.string() }) });
