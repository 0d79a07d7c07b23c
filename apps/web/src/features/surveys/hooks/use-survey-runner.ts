import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SurveyState } from '@app/domain/contracts';
import { checkAnswer, HAIR_GROWTH_LOADING_MS, isAnswered, resumePageIndex, type AnswerValue, type SurveyAnswers, type Question } from '@app/domain/surveys';
import { ApiError } from '../../../lib/api-client';
import { completeSurvey } from '../api/complete-survey';
import { getSurveyState } from '../api/get-survey-state';
import { saveSurveyResponse } from '../api/save-survey-response';
import type { SurveySource } from '../api/survey-source';
import { AnswerSaveQueue } from '../utils/answer-save-queue';
import { errorMessageFor } from '../utils/error-message';
import { advancesAfterChoice, responsesToComplete, savedAnswersOf, startingAnswersOf } from '../utils/survey-responses';
import { nextVisiblePage, previousVisiblePage } from '../utils/survey-fragment';
import { usePageFragment } from './use-page-fragment';

export type RunnerPhase = 'loading' | 'not-found' | 'load-error' | 'ready' | 'completing' | 'redirecting';

export interface SurveyRunnerOptions {
  source: SurveySource;
  /** `/c/{uuid}/{surveyId}`: a survey id that is not the visit's own answers not-found. */
  expectedSurveyId?: string | undefined;
  /** After a successful completion; the default goes to the state's `nextPath`. */
  onCompleted?: ((state: SurveyState) => Promise<void> | void) | undefined;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The survey runner's state (000 §2, §4): loads the definition and saved answers, keeps the current
 * page in the url fragment (so back, forward and reload return to it), saves every answer as it is
 * given, follows the eligibility outcome the server answers, and completes on the last page.
 */
export function useSurveyRunner({ source, expectedSurveyId, onCompleted }: SurveyRunnerOptions) {
  const navigate = useNavigate();
  const [survey, setSurvey] = useState<SurveyState | null>(null);
  const [phase, setPhase] = useState<RunnerPhase>('loading');
  const [answers, setAnswersState] = useState<SurveyAnswers>({});
  const [error, setError] = useState<string | null>(null);
  const [pendingSaves, setPendingSaves] = useState(0);
  const [openingPage, setOpeningPage] = useState<number | undefined>(undefined);
  // Refs hold what async continuations (auto-advance, the redirect pause) must read fresh.
  const answersRef = useRef<SurveyAnswers>({});
  const answeredAt = useRef<Record<string, string>>({});
  const saves = useRef(new AnswerSaveQueue());
  const advanceToken = useRef(0);
  const isMounted = useRef(true);
  // Callers build the source inline; the key (not the object) decides when to load again.
  const sourceKey = source.kind === 'visit' ? `visit:${source.uuid}` : `flow:${source.flow}`;
  const sourceRef = useRef(source);
  sourceRef.current = source;
  // A declarative router gives a new navigate on every location change; loading must not restart.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const setAnswers = (next: SurveyAnswers) => {
    answersRef.current = next;
    setAnswersState(next);
  };

  const definition = survey?.definition;
  const { pageIndex, goToPage } = usePageFragment(definition, answers, openingPage, phase === 'ready');
  const pageRef = useRef(pageIndex);
  pageRef.current = pageIndex;
  const question: Question | undefined = definition?.pages[pageIndex]?.questions[0];

  useEffect(() => {
    let isCurrent = true;
    isMounted.current = true;
    setPhase('loading');
    getSurveyState(sourceRef.current)
      .then((state) => {
        if (!isCurrent) {
          return;
        }
        if (expectedSurveyId !== undefined && state.surveyId !== expectedSurveyId) {
          setPhase('not-found');
          return;
        }
        const saved = savedAnswersOf(state);
        answeredAt.current = saved.answeredAt;
        saves.current.reset(saved.answers);
        // Offered earlier answers are not saved ones: the survey still opens where saving stopped.
        setAnswers(startingAnswersOf(state, saved.answers));
        setOpeningPage(resumePageIndex(state.definition, saved.answers));
        setSurvey(state);
        if (state.outcome.kind === 'ineligible') {
          void navigateRef.current(state.outcome.path, { state: { userMessage: state.outcome.userMessage } });
          return;
        }
        setPhase('ready');
      })
      .catch((caught: unknown) => isCurrent && setPhase(caught instanceof ApiError && caught.status === 404 ? 'not-found' : 'load-error'));
    return () => {
      isCurrent = false;
      isMounted.current = false;
    };
  }, [sourceKey, expectedSurveyId]);

  const complete = useCallback(
    async (redirectPath?: string) => {
      if (!survey) {
        return;
      }
      setPhase('completing');
      setError(null);
      const responses = responsesToComplete(survey.definition, answersRef.current, answeredAt.current);
      try {
        const state = await completeSurvey(sourceRef.current, survey.context, responses);
        setSurvey(state);
        if (state.outcome.kind === 'ineligible') {
          await navigate(state.outcome.path, { state: { userMessage: state.outcome.userMessage } });
          return;
        }
        if (redirectPath !== undefined) {
          await navigate(redirectPath);
        } else if (onCompleted) {
          await onCompleted(state);
        } else {
          await navigate(state.nextPath);
        }
      } catch (caught) {
        // 000 §8 "Survey save failure: logged, returns to last page": the patient stays here.
        console.error('Survey completion failed', caught instanceof Error ? caught.message : 'unknown');
        if (isMounted.current) {
          setError(errorMessageFor(caught));
          setPhase('ready');
        }
      }
    },
    [survey, navigate, onCompleted],
  );

  const handleOutcome = useCallback(
    (state: SurveyState): boolean => {
      const outcome = state.outcome;
      if (outcome.kind === 'ineligible') {
        void navigate(outcome.path, { state: { userMessage: outcome.userMessage } });
        return false;
      }
      if (outcome.kind === 'redirect') {
        // 000 §4: the hair-growth answer shows loading for 10 s, then the flow it leads to.
        setPhase('redirecting');
        void delay(HAIR_GROWTH_LOADING_MS).then(async () => {
          if (isMounted.current) {
            await complete(outcome.path);
          }
        });
        return false;
      }
      return true;
    },
    [navigate, complete],
  );

  /** Saves one answer after the ones already on their way; false when it failed or the path changed. */
  const save = useCallback(
    (questionId: string, value: AnswerValue): Promise<boolean> => {
      if (!survey) {
        return Promise.resolve(false);
      }
      return saves.current.enqueue(questionId, value, async () => {
        setPendingSaves((count) => count + 1);
        try {
          const response = { question: questionId, answer: value, answeredAt: answeredAt.current[questionId] ?? new Date().toISOString() };
          const state = await saveSurveyResponse(sourceRef.current, survey.context, response);
          setSurvey(state);
          setError(null);
          return handleOutcome(state);
        } catch (caught) {
          setError(errorMessageFor(caught, questionId));
          return false;
        } finally {
          setPendingSaves((count) => count - 1);
        }
      });
    },
    [survey, handleOutcome],
  );

  const value = question ? answers[question.id] : undefined;
  const issue = question && value !== undefined ? checkAnswer(question, value) : undefined;
  const isPageValid = question !== undefined && !(question.isRequired && !isAnswered(value)) && issue === undefined;

  /** Sets the current question's answer; `save: false` for text, saved when the field is left. */
  const setAnswer = useCallback(
    (next: AnswerValue, options: { save?: boolean } = {}): Promise<boolean> => {
      if (!question) {
        return Promise.resolve(false);
      }
      answeredAt.current[question.id] = new Date().toISOString();
      setAnswers({ ...answersRef.current, [question.id]: next });
      advanceToken.current += 1;
      const isValid = checkAnswer(question, next) === undefined;
      return options.save === false || !isValid ? Promise.resolve(isValid) : save(question.id, next);
    },
    [question, save],
  );

  /** Saves the current answer when it changed since the last save (a text field being left). */
  const commit = useCallback(async (): Promise<boolean> => {
    if (!question) {
      return false;
    }
    const current = answersRef.current[question.id];
    if (current === undefined) {
      await saves.current.settled();
      return true;
    }
    if (saves.current.isSent(question.id, current)) {
      return saves.current.lastResultOf(question.id);
    }
    return checkAnswer(question, current) === undefined ? save(question.id, current) : false;
  }, [question, save]);

  const isAdvancing = useRef(false);
  const goNext = useCallback(
    async (from: number) => {
      // A double click or an auto-advance racing a click must not skip a page.
      if (!definition || isAdvancing.current) {
        return;
      }
      isAdvancing.current = true;
      try {
        if (!(await commit()) || pageRef.current !== from) {
          return;
        }
        const after = nextVisiblePage(definition, answersRef.current, from);
        if (after === undefined) {
          await complete();
        } else {
          goToPage(after);
        }
      } finally {
        isAdvancing.current = false;
      }
    },
    [definition, commit, complete, goToPage],
  );

  /** A single-choice answer: saved at once, then the next page after the survey's delay. */
  const choose = useCallback(
    async (next: AnswerValue) => {
      const from = pageRef.current;
      const saving = setAnswer(next);
      const token = advanceToken.current;
      const [isSaved] = await Promise.all([saving, delay(definition?.autoAdvanceDelay ?? 0)]);
      const advances = advancesAfterChoice(definition?.pages[from]?.questions[0], next);
      if (isSaved && advances && isMounted.current && token === advanceToken.current) {
        await goNext(from);
      }
    },
    [setAnswer, goNext, definition],
  );

  /** A custom question's final answer (phone verified, photos sent): save it and go on. */
  const answerAndContinue = useCallback(
    async (next: AnswerValue) => {
      const from = pageRef.current;
      if (await setAnswer(next)) {
        await goNext(from);
      }
    },
    [setAnswer, goNext],
  );

  const previous = definition ? previousVisiblePage(definition, answers, pageIndex) : undefined;
  return {
    phase,
    survey,
    question,
    pageIndex,
    value,
    /** The text validators' message for the current answer (shown once the field is left). */
    issueMessage: issue?.message,
    isPageValid,
    isSaving: pendingSaves > 0,
    error,
    // Every page the survey can ask counts, from the start (ADR 093): the total never changes and
    // a page the answers pass over moves the count on.
    position: pageIndex + 1,
    total: definition?.pages.length ?? 0,
    hasPrevious: previous !== undefined,
    setAnswer,
    choose,
    commit,
    answerAndContinue,
    next: () => goNext(pageIndex),
    back: () => {
      if (previous !== undefined) {
        advanceToken.current += 1;
        setError(null);
        goToPage(previous);
      }
    },
  };
}

export type SurveyRunnerState = ReturnType<typeof useSurveyRunner>;
