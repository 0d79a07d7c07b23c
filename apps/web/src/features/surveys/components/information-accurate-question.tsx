import { MESSAGES } from '@app/domain/messages/en';
import { choicesOf } from '@app/domain/surveys/question-options';
import { getHealthHistory } from '../api/get-health-history';
import { usePatientData } from '../hooks/use-patient-data';
import { ChoiceQuestion } from './choice-question';
import { PatientDataList } from './patient-data-list';
import type { QuestionScreenProps } from './question-screen';

/**
 * is-information-accurate (000 §2): the saved health history, then "Yes, it's accurate" or
 * "No, I'd like to update".
 */
export function InformationAccurateQuestion({ question, value, onAnswer }: QuestionScreenProps) {
  const history = usePatientData(getHealthHistory);
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
