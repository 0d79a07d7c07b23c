import { z } from 'zod';
import { FLOW_IDS, FLOW_STEPS } from '../flows/flow-definitions';
import { TREATMENT_CONCERN_IDS } from '../flows/treatment-choices';

/** The flows, visit types and recommendations paths of 001 §7.6 (answers ours, ADR 101). */

const FlowTypeSchema = z.enum(['initial-treatment', 'new-treatment', 'treatment-renewal']);

export const FlowsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.enum(FLOW_IDS),
      treatmentCategory: z.number().int(),
      flowType: FlowTypeSchema,
      steps: z.array(z.enum(FLOW_STEPS)),
      entryPath: z.string(),
      completionUrl: z.string(),
    }),
  ),
});

export const VisitTypesResponseSchema = z.object({
  data: z.array(z.object({ flowType: FlowTypeSchema, treatmentCategory: z.number().int(), flows: z.array(z.enum(FLOW_IDS)) })),
});

const CONCERNS_PATTERN = new RegExp(`^(${TREATMENT_CONCERN_IDS.join('|')})(,(${TREATMENT_CONCERN_IDS.join('|')}))*$`);

/** `?concerns=acne,thinning_hair`: known concern ids, comma-separated. */
export const RecommendationsQuerySchema = z.object({
  concerns: z.string().max(200).regex(CONCERNS_PATTERN, 'Unknown concern').optional(),
});

export const RecommendationsResponseSchema = z.object({
  data: z.array(
    z.object({
      category: z.enum(['skin', 'hair']),
      title: z.string(),
      description: z.string(),
      concerns: z.array(z.object({ id: z.enum(TREATMENT_CONCERN_IDS as [string, ...string[]]), label: z.string() })),
      startPath: z.string(),
    }),
  ),
});
