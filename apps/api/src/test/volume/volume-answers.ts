import type { FlowId } from '@app/domain/flows';
import { routineAnswersOf, type RoutineAnswers } from '@app/domain/selection';
import { currentSurveyForFlow, type SurveyAnswers, surveyContext, typicalAnswers } from '@app/domain/surveys';
import { checkCompletion } from '../../modules/surveys/survey-checks';

/** The sign-up flows the seeded patients take, by brand and category (ADR 124). */
export const VOLUME_FLOWS = ['skin-signup', 'agency-skin-signup', 'hair-signup'] as const satisfies readonly FlowId[];
export type VolumeFlow = (typeof VOLUME_FLOWS)[number];

/** Stands for the time each answer was given; the seed writes each visit's own time in its place. */
export const ANSWERED_AT_TOKEN = '__ANSWERED_AT__';

/**
 * The kinds of patient each sign-up survey is answered as: a few common presentations for each
 * sex at birth, so recommended boxes, health histories and the provider's view vary as they do.
 */
const VARIANTS: Record<'skin' | 'hair', { sex: 'female' | 'male'; overrides: SurveyAnswers }[]> = {
  skin: [
    { sex: 'female', overrides: { skin_type: 'oily', skin_concerns: ['acne'], acne_severity: 'moderate', skin_goal: 'clear_skin' } },
    { sex: 'female', overrides: { skin_type: 'dry', skin_concerns: ['wrinkles', 'dark_spots'], skin_goal: 'younger_looking' } },
    { sex: 'female', overrides: { skin_type: 'combination', skin_concerns: ['acne', 'clogged_pores'], past_treatments: ['benzoyl_peroxide'] } },
    { sex: 'female', overrides: { skin_type: 'sensitive', skin_concerns: ['redness', 'skin_texture'], skin_goal: 'even_tone' } },
    { sex: 'male', overrides: { skin_type: 'oily', skin_concerns: ['acne', 'clogged_pores'], acne_severity: 'severe' } },
    { sex: 'male', overrides: { skin_type: 'normal', skin_concerns: ['dark_spots', 'wrinkles'], skin_goal: 'all_round' } },
  ],
  hair: [
    { sex: 'male', overrides: { hair_loss_location: 'hairline', hair_loss_pattern: 'gradual' } },
    { sex: 'male', overrides: { hair_loss_location: 'crown', hair_loss_duration: 'over_1_year' } },
    { sex: 'male', overrides: { hair_loss_location: 'overall_scalp', hair_loss_duration: 'between_6_and_12_months' } },
    { sex: 'female', overrides: { hair_loss_location: 'overall_scalp', hair_loss_pattern: 'gradual' } },
  ],
};

export interface VolumeAnswerSet {
  flow: VolumeFlow;
  variant: number;
  sex: 'female' | 'male';
  surveyId: string;
  surveyVersion: number;
  context: string;
  /** The stored answers as JSON text, each `answeredAt` the token. */
  answers: string;
  /** The first half of them: a survey left part way. */
  partialAnswers: string;
  /** What the recommended routine reads from these answers. */
  routine: RoutineAnswers;
}

/** The answer sets of every flow and variant, built and checked by the app's own completion checks. */
export function volumeAnswerSets(now: Date): VolumeAnswerSet[] {
  return VOLUME_FLOWS.flatMap((flow) => {
    const definition = currentSurveyForFlow(flow);
    if (!definition) {
      throw new Error(`${flow} has no survey`);
    }
    const category = flow === 'hair-signup' ? 'hair' : 'skin';
    return VARIANTS[category].map(({ sex, overrides }, variant) => {
      const given = typicalAnswers(definition, { ...overrides, sex_at_birth: sex });
      const inputs = Object.entries(given).map(([question, answer]) => ({ question, answer, answeredAt: now.toISOString() }));
      // Throws when a variant does not pass the completion checks: a seed must hold valid answers.
      const { entries, outcome } = checkCompletion(definition, inputs, now);
      if (outcome.kind !== 'continue') {
        throw new Error(`${flow} variant ${variant} does not continue the flow`);
      }
      const stored = Object.fromEntries(Object.entries(entries).map(([id, entry]) => [id, { ...entry, answeredAt: ANSWERED_AT_TOKEN }]));
      const partial = Object.fromEntries(Object.entries(stored).slice(0, Math.ceil(Object.keys(stored).length / 2)));
      return {
        flow,
        variant,
        sex,
        surveyId: definition.id,
        surveyVersion: definition.version,
        context: surveyContext(definition),
        answers: JSON.stringify(stored),
        partialAnswers: JSON.stringify(partial),
        routine: routineAnswersOf(Object.values(entries)),
      };
    });
  });
}
