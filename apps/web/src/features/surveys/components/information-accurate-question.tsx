import { MESSAGES } from '@app/domain/messages';
import { choicesOf } from '@app/domain/surveys';
import { useEffect, useRef } from 'react';
import { getHealthHistory } from '../api/get-health-history';
import { usePatientData } from '../../../hooks/use-patient-data';
import { useQuestionHeading } from '../hooks/use-question-heading';
import { ChoiceQuestion } from './choice-question';
import { PatientDataList } from './patient-data-list';
import type { QuestionScreenProps } from './question-screen';

/** The choice that leads to the questions that give the history. */
const GIVE_HISTORY = 'update';

/**
 * is-information-accurate (000 §2): the saved health history, then "Yes, it's accurate" or
 * "No, I'd like to update". With no history on file there is nothing to call accurate: the page
 * says so instead of asking, and Next goes on to the questions that give the history (the page's
 * answer is the update choice, the only one that means anything then).
 */
export function InformationAccurateQuestion({ question, value, onAnswer }: QuestionScreenProps) {
  const history = usePatientData(getHealthHistory);
  const hasNoHistory = history.status === 'ready' && history.data.length === 0;
  useQuestionHeading(hasNoHistory ? { title: MESSAGES.survey.healthHistoryNeededTitle, description: MESSAGES.survey.healthHistoryEmpty } : null);
  const hasAnswered = useRef(false);
  useEffect(() => {
    if (hasNoHistory && value !== GIVE_HISTORY && !hasAnswered.current) {
      hasAnswered.current = true;
      onAnswer(GIVE_HISTORY);
    }
  }, [hasNoHistory, value, onAnswer]);
  if (hasNoHistory) {
    return <p className="survey-history-needed">{MESSAGES.survey.healthHistoryNeeded}</p>;
  }
  return (
    <>
      <PatientDataList state={history} loadingText="Loading your health history…" emptyText={MESSAGES.survey.healthHistoryEmpty}>
        {(items) => (
          <dl className="survey-history" aria-label="Your health history">
            {items.map((item) => (
              <div key={item.questionName} className="survey-history__item">
                <dt>{item.title}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </PatientDataList>
      <ChoiceQuestion question={question} choices={choicesOf(question)} value={value} variant="list" onChoose={onAnswer} />
    </>
  );
}
