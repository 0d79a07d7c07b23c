import { type Choice, type Question, answerValues, type AnswerValue } from '@app/domain/surveys';
import { SelectionText } from './choice-question';

interface CheckboxQuestionProps {
  question: Question;
  /** Already in the order for the patient's age. */
  choices: readonly Choice[];
  value: AnswerValue | undefined;
  onToggle: (choice: Choice) => void;
}

interface ChoiceGroup {
  id: string;
  title: string | undefined;
  choices: Choice[];
}

/** Choices grouped by the question's categories (in category order); uncategorised ones last. */
function groupChoices(question: Question, choices: readonly Choice[]): ChoiceGroup[] {
  const groups: ChoiceGroup[] = (question.categories ?? []).map((category) => ({
    id: category.id,
    title: category.title,
    choices: choices.filter((choice) => choice.category === category.id),
  }));
  const known = new Set(groups.map((group) => group.id));
  const rest = choices.filter((choice) => choice.category === undefined || !known.has(choice.category));
  return [...groups, ...(rest.length > 0 ? [{ id: '', title: undefined, choices: rest }] : [])].filter(
    (group) => group.choices.length > 0,
  );
}

/**
 * Several answers (000 §2): checkboxes, grouped by category in up to three columns. An exclusive
 * option ("None of these") clears the others and is cleared by them (`applyChoice` in the domain).
 */
export function CheckboxQuestion({ question, choices, value, onToggle }: CheckboxQuestionProps) {
  const selected = answerValues(value);
  const lastChosen = choices.filter((choice) => selected.includes(choice.value) && choice.selectionText).pop();
  const groups = groupChoices(question, choices);
  return (
    <>
      <fieldset className="survey-checkboxes">
        <legend className="visually-hidden">{question.title}</legend>
        <div className={groups.length > 1 ? 'survey-categories' : undefined}>
          {groups.map((group) => {
            const options = group.choices.map((choice) => (
              <label key={choice.value} className="choice survey-checkbox">
                <input
                  type="checkbox"
                  name={question.id}
                  value={choice.value}
                  checked={selected.includes(choice.value)}
                  onChange={() => onToggle(choice)}
                />
                <span>{choice.text}</span>
              </label>
            ));
            return group.title ? (
              <fieldset key={group.id} className="choice-group survey-category">
                <legend>{group.title}</legend>
                {options}
              </fieldset>
            ) : (
              <div key="uncategorised" className="survey-category">
                {options}
              </div>
            );
          })}
        </div>
      </fieldset>
      <SelectionText text={lastChosen?.selectionText} />
    </>
  );
}
