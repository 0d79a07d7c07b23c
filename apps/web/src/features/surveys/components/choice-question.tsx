import { useRef, type KeyboardEvent } from 'react';
import type { Choice, Question, AnswerValue } from '@app/domain/surveys';
import { SurveyIcon } from './survey-icon';

/** What an option needs to be shown; the custom types' built-in options have text and value only. */
export type ChoiceView = Pick<Choice, 'value' | 'text'> & Partial<Omit<Choice, 'value' | 'text'>>;

export type ChoiceVariant = 'list' | 'icons' | 'images';

interface ChoiceQuestionProps {
  question: Pick<Question, 'id' | 'title' | 'iconSize'>;
  choices: readonly ChoiceView[];
  value: AnswerValue | undefined;
  variant: ChoiceVariant;
  /** A deliberate choice: a pointer, or Space or Enter on an option. */
  onChoose: (value: string) => void;
  /**
   * An option checked by an arrow key, which only moves between the choices (WCAG 2.2 §3.2.2 On
   * Input); without it, arrows choose as the other ways do.
   */
  onMove?: (value: string) => void;
}

const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * One answer out of several (000 §2): a radio list, horizontal icon radios in three columns, or an
 * image picker in two columns. Real radio inputs keep arrow keys and screen readers working; the
 * option's text names it and its description describes it. Arrow keys check an option without
 * choosing it (`onMove`): Space, Enter or a pointer chooses.
 */
export function ChoiceQuestion({ question, choices, value, variant, onChoose, onMove }: ChoiceQuestionProps) {
  const chosen = choices.find((choice) => choice.value === value);
  // Whether the key now down is an arrow: the browser checks the next radio before its keyup.
  const isMoving = useRef(false);
  const keyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    isMoving.current = onMove !== undefined && MOVING_KEYS.has(event.key);
    const option = event.target as HTMLInputElement;
    // Space on the option already checked (by arrows) or Enter on any option chooses it; the
    // browser fires no change for either.
    if (onMove && option.type === 'radio' && (event.key === 'Enter' || (event.key === ' ' && option.checked))) {
      event.preventDefault();
      onChoose(option.value);
    }
  };
  const stopMoving = () => {
    isMoving.current = false;
  };
  const change = (next: string) => (isMoving.current ? onMove! : onChoose)(next);
  return (
    <>
      <fieldset
        className={`survey-choices survey-choices--${variant}`}
        onKeyDown={keyDown}
        onKeyUp={stopMoving}
        onPointerDown={stopMoving}
      >
        <legend className="visually-hidden">{question.title}</legend>
        {choices.map((choice) => {
          const isChecked = choice.value === value;
          const id = `survey-${question.id}-${choice.value}`;
          return (
            <label key={choice.value} className={`survey-option${isChecked ? ' survey-option--checked' : ''}`} htmlFor={id}>
              <input
                id={id}
                type="radio"
                name={question.id}
                value={choice.value}
                checked={isChecked}
                className={variant === 'list' ? 'survey-option__input' : 'survey-option__input visually-hidden'}
                aria-labelledby={`${id}-text`}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                onChange={() => change(choice.value)}
              />
              {variant === 'icons' ? (
                <SurveyIcon name={isChecked && choice.inputIcon2 ? choice.inputIcon2 : choice.inputIcon} size={question.iconSize} />
              ) : null}
              {variant === 'images' && choice.imageLink ? (
                // The option's text names it, so the illustration is decoration for assistive technology.
                <img className="survey-option__image" src={choice.imageLink} alt="" width={160} height={120} />
              ) : null}
              <span className="survey-option__body">
                <span id={`${id}-text`} className="survey-option__text">
                  {choice.text}
                </span>
                {choice.description ? (
                  <span id={`${id}-description`} className="survey-option__description">
                    {choice.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <SelectionText text={chosen?.selectionText} />
    </>
  );
}

/** The chosen option's `selectionText`, announced when it appears. */
export function SelectionText({ text }: { text: string | undefined }) {
  return (
    <p className="survey-selection-text" role="status">
      {text ?? ''}
    </p>
  );
}
