import type { AnswerValue } from '../surveys/survey-answers';

/**
 * What the recommended routine is drawn from: the patient's survey answers (by their semantic
 * meaning, so any survey that asks "skin_concerns" counts) and the conditions of the formulas the
 * patient was prescribed. Values are the surveys' own choice values.
 */
export interface RoutineAnswers {
  skinType?: string;
  concerns: readonly string[];
  acneSeverity?: string;
  retinoidReaction?: string;
  /** Side effects of the current formula (new-treatment survey). */
  sideEffects: readonly string[];
  hairLossLocation?: string;
  hairLossPattern?: string;
  hairGoal?: string;
  changeReason?: string;
}

/** A saved answer as the routine reads it. */
export interface RoutineAnswerEntry {
  semanticMeaning?: string | undefined;
  answer: AnswerValue;
}

// The conditions formulas are written with (the previous-formula question shows them) and the
// concern each stands for.
const FORMULA_CONDITION_CONCERNS: Readonly<Record<string, string>> = {
  acne: 'acne',
  'clogged pores': 'clogged_pores',
  'dark spots': 'dark_spots',
  'fine lines and wrinkles': 'wrinkles',
  wrinkles: 'wrinkles',
  'loss of firmness': 'firmness',
  'redness or rosacea': 'redness',
  rosacea: 'redness',
  'uneven texture': 'skin_texture',
  'skin texture': 'skin_texture',
};

const asList = (value: AnswerValue | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const asOne = (value: AnswerValue | undefined): string | undefined => asList(value)[0];

/**
 * The routine's answers from saved entries, newest first (the first entry of a meaning wins), and
 * from formula conditions, which add concerns the patient was treated for.
 */
export function routineAnswersOf(entries: readonly RoutineAnswerEntry[], formulaConditions: readonly string[] = []): RoutineAnswers {
  const byMeaning = new Map<string, AnswerValue>();
  for (const entry of entries) {
    if (entry.semanticMeaning && !byMeaning.has(entry.semanticMeaning)) {
      byMeaning.set(entry.semanticMeaning, entry.answer);
    }
  }
  const fromFormulas = formulaConditions
    .map((condition) => FORMULA_CONDITION_CONCERNS[condition.trim().toLowerCase()])
    .filter((concern): concern is string => concern !== undefined);
  const concerns = [...new Set([...asList(byMeaning.get('skin_concerns')), ...fromFormulas])];
  const optional = (key: keyof RoutineAnswers, meaning: string) => {
    const value = asOne(byMeaning.get(meaning));
    return value === undefined ? {} : { [key]: value };
  };
  return {
    concerns,
    sideEffects: asList(byMeaning.get('side_effects')),
    ...optional('skinType', 'skin_type'),
    ...optional('acneSeverity', 'acne_severity'),
    ...optional('retinoidReaction', 'retinoid_reaction'),
    ...optional('hairLossLocation', 'hair_loss_location'),
    ...optional('hairLossPattern', 'hair_loss_pattern'),
    ...optional('hairGoal', 'hair_goal'),
    ...optional('changeReason', 'change_reason'),
  };
}
