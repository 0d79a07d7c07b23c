import { SELECTION_MESSAGES } from '../messages/selection';
import type { RoutineAnswers } from './routine-answers';

const NAMES: Readonly<Record<string, string>> = SELECTION_MESSAGES.hairRoutine.whatChanges;

/**
 * What the hair Rx card is "Made to treat:" in the new-treatment hair flow (001 §2.1, §7.2
 * whatChanges): the named answers about where and how the hair is thinning, the goal, and why the
 * patient asks for a new treatment, each once, in that order. Empty when nothing named was asked.
 */
export function hairWhatChanges(answers: RoutineAnswers): { formattedName: string }[] {
  const values = [answers.hairLossLocation, answers.hairLossPattern, answers.hairGoal, answers.changeReason];
  const names = values.map((value) => (value === undefined ? undefined : NAMES[value])).filter((name): name is string => name !== undefined);
  return [...new Set(names)].map((formattedName) => ({ formattedName }));
}
