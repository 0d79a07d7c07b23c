import { lazy, type ComponentType } from 'react';
import type { QuestionScreenProps, QuestionScreens } from '../features/surveys/components/question-screen';

/** A question screen as its own chunk (our components are named exports, React.lazy wants a default). */
function lazyScreen(load: () => Promise<ComponentType<QuestionScreenProps>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The screens of the custom question types (000 §2). They live here because some compose other
 * features (messaging's phone entry, media's photo upload), which the surveys feature may not import.
 */
export const SURVEY_QUESTION_SCREENS: QuestionScreens = {
  'is-information-accurate': lazyScreen(() =>
    import('../features/surveys/components/information-accurate-question').then((m) => m.InformationAccurateQuestion),
  ),
  'previous-formula': lazyScreen(() =>
    import('../features/surveys/components/previous-formula-question').then((m) => m.PreviousFormulaQuestion),
  ),
  'phone-number-verification': lazyScreen(() => import('./survey/phone-question-screen').then((m) => m.PhoneQuestionScreen)),
  'photo-upload': lazyScreen(() => import('./survey/photo-question-screen').then((m) => m.PhotoQuestionScreen)),
};
