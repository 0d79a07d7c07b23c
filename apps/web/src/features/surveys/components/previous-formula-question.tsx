import { MESSAGES } from '@app/domain/messages';
import { choicesOf } from '@app/domain/surveys';
import { getFormulas } from '../api/get-formulas';
import { usePatientData } from '../../../hooks/use-patient-data';
import { ChoiceQuestion } from './choice-question';
import { PatientDataList } from './patient-data-list';
import type { QuestionScreenProps } from './question-screen';

/**
 * previous-formula (000 §2): the patient's formulas with their ingredients and the conditions
 * they treat, then "Yes, continue to checkout" or "No, I'd like a new treatment".
 */
export function PreviousFormulaQuestion({ question, value, onAnswer }: QuestionScreenProps) {
  const formulas = usePatientData(getFormulas);
  return (
    <>
      <PatientDataList state={formulas} loadingText="Loading your formulas…" emptyText={MESSAGES.survey.formulasEmpty}>
        {(items) => (
          <ul className="survey-formulas" aria-label="Your formulas">
            {items.map((formula) => (
              <li key={formula.id} className="survey-formula">
                <h2>{formula.name}</h2>
                <ul aria-label={`Ingredients of ${formula.name}`}>
                  {formula.ingredients.map((ingredient) => (
                    <li key={ingredient.name}>
                      {ingredient.name} {ingredient.strength}
                    </li>
                  ))}
                </ul>
                {formula.conditions.length > 0 ? (
                  <p>
                    {MESSAGES.survey.formulaTreats}: {formula.conditions.join(', ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PatientDataList>
      <ChoiceQuestion question={question} choices={choicesOf(question)} value={value} variant="list" onChoose={onAnswer} />
    </>
  );
}
