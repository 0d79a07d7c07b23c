import { Suspense, useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { applyChoice, orderChoices } from '@app/domain/surveys';
import { QuestionHeadingContext, type QuestionHeading } from '../hooks/use-question-heading';
import type { SurveyRunnerState } from '../hooks/use-survey-runner';
import { CheckboxQuestion } from './checkbox-question';
import { ChoiceQuestion, type ChoiceVariant } from './choice-question';
import { isCustomQuestionType, type QuestionScreens } from './question-screen';
import { QuestionTitle } from './question-title';
import { TextQuestion } from './text-question';

const CHOICE_VARIANTS: Partial<Record<string, ChoiceVariant>> = {
  'radio-list': 'list',
  'icon-radio': 'icons',
  'image-picker': 'images',
};

interface SurveyQuestionProps {
  runner: SurveyRunnerState;
  headingId: string;
  screens: QuestionScreens;
  visitUuid: string | null;
}

/** One page: the title, its description, image and content, and the answer style of its type. */
export function SurveyQuestion({ runner, headingId, screens, visitUuid }: SurveyQuestionProps) {
  // A custom screen may say what it really asks (use-question-heading.ts); the runner remounts
  // this component for every page, so an override never outlives its page.
  const [heading, setHeading] = useState<QuestionHeading | null>(null);
  const question = runner.question;
  if (!question) {
    return null;
  }
  const age = runner.survey?.patientAge ?? undefined;
  const title = heading?.title ?? question.title;
  const shownDescription = heading ? heading.description : question.description;
  const description = shownDescription ? (
    <div className="survey-question__description">
      {question.descriptionImage ? (
        <img className="survey-question__image" src={question.descriptionImage.src} alt={question.descriptionImage.alt} />
      ) : null}
      <p>{shownDescription}</p>
    </div>
  ) : null;
  const isDescriptionAbove = question.descriptionOrientation === 'above';

  return (
    <div className="survey-question">
      {isDescriptionAbove ? description : null}
      <QuestionTitle id={headingId} title={title} highlight={heading ? undefined : question.titleHighlight} />
      {isDescriptionAbove ? null : description}
      {question.content ? <p className="survey-question__content">{question.content}</p> : null}
      <QuestionHeadingContext value={setHeading}>
        <QuestionBody runner={runner} headingId={headingId} screens={screens} visitUuid={visitUuid} age={age} />
      </QuestionHeadingContext>
    </div>
  );
}

function QuestionBody({ runner, headingId, screens, visitUuid, age }: SurveyQuestionProps & { age: number | undefined }) {
  const question = runner.question!;
  const variant = CHOICE_VARIANTS[question.type];
  const choices = orderChoices(question.choices ?? [], age);
  if (variant) {
    return (
      <ChoiceQuestion
        question={question}
        choices={choices}
        value={runner.value}
        variant={variant}
        onChoose={(value) => void runner.choose(value)}
        // An arrow key checks the next option and saves it, but the page stays (ADR 139).
        onMove={(value) => void runner.setAnswer(value)}
      />
    );
  }
  if (question.type === 'checkbox-list') {
    return (
      <CheckboxQuestion
        question={question}
        choices={choices}
        value={runner.value}
        onToggle={(choice) => void runner.setAnswer(applyChoice(runner.value, choice, question))}
      />
    );
  }
  if (question.type === 'text-input') {
    return (
      <TextQuestion
        key={question.id}
        question={question}
        headingId={headingId}
        value={typeof runner.value === 'string' ? runner.value : ''}
        issueMessage={runner.issueMessage}
        onChange={(value) => void runner.setAnswer(value, { save: false })}
        onLeave={() => void runner.commit()}
      />
    );
  }
  const Screen = isCustomQuestionType(question.type) ? screens[question.type] : undefined;
  if (!Screen) {
    return <p role="alert">{MESSAGES.survey.questionUnavailable}</p>;
  }
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Screen
        key={question.id}
        question={question}
        value={runner.value}
        visitUuid={visitUuid}
        onAnswer={(value) => void runner.setAnswer(value)}
        onAnswerAndContinue={runner.answerAndContinue}
      />
    </Suspense>
  );
}
