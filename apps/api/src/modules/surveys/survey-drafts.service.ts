import type { EligibilityData, SurveyResponseInput, SurveyState } from '@app/domain/contracts';
import { flowStepPath, type FlowId } from '@app/domain/flows';
import { evaluateSurveyOutcome, surveyContext } from '@app/domain/surveys';
import { ageOn, calendarDateOf, parseUsDate } from '@app/domain/validation';
import type { SurveyDraft } from '../../db/schema/index';
import {
  buildSurveyState,
  checkCompletion,
  checkPhotoAnswers,
  checkedEntries,
  definitionInUse,
  resolveContext,
  surveyIdOfFlow,
  toAnswerMap,
  type SurveyLookup,
} from './survey-checks';
import { eligibilityAfterOutcome, type EligibilityChange } from './survey-eligibility';

// A visitor's survey before the account exists (hair sign-up, one-time Rx): the answers live in
// the session until the visit opens (ADR 061). The route reads and writes the session; the rules
// here are the visit's, minus what needs a visit (photos).

/** What a visitor's session holds for a flow's survey. */
export interface VisitorSurvey {
  flow: FlowId;
  draft: SurveyDraft | undefined;
  eligibility: EligibilityData | undefined;
}

function visitorAge(eligibility: EligibilityData | undefined, now: Date): number | null {
  const dob = eligibility?.birthdate ? parseUsDate(eligibility.birthdate) : null;
  return dob ? ageOn(dob, calendarDateOf(now)) : null;
}

function stateOf(registry: SurveyLookup, visitor: VisitorSurvey, draft: SurveyDraft | undefined, now: Date): SurveyState {
  const definition = definitionInUse(registry, surveyIdOfFlow(visitor.flow), draft?.context);
  return buildSurveyState({
    definition,
    context: draft?.context ?? surveyContext(definition),
    stored: draft?.answers ?? {},
    completedAt: draft?.completedAt ?? null,
    flow: visitor.flow,
    patientAge: visitorAge(visitor.eligibility, now),
    // Before the account, the flow goes on to registration.
    nextPath: flowStepPath(visitor.flow, 'register'),
  });
}

/** The visitor's survey state for a flow's quiz. */
export function readVisitorSurvey(registry: SurveyLookup, visitor: VisitorSurvey, now = new Date()): SurveyState {
  return stateOf(registry, visitor, visitor.draft, now);
}

export interface VisitorSave {
  draft: SurveyDraft;
  eligibility: EligibilityChange;
  state: SurveyState;
}

/**
 * Checks the visitor's answers exactly as for a visit and returns the new draft and eligibility
 * for the route to keep in the session. `complete:false` merges; `complete:true` replaces the
 * answers after the completion checks.
 */
export function saveVisitorSurvey(
  registry: SurveyLookup,
  visitor: VisitorSurvey,
  body: { context: string; responses: SurveyResponseInput[]; complete: boolean },
  now = new Date(),
): VisitorSave {
  const definition = resolveContext(registry, surveyIdOfFlow(visitor.flow), body.context, visitor.draft?.context);
  let draft: SurveyDraft;
  if (body.complete) {
    const completed = checkCompletion(definition, body.responses, now);
    const isIneligible = completed.outcome.kind === 'ineligible';
    if (!isIneligible) {
      // No visit yet, so no photos: a photo answer cannot be backed by one.
      checkPhotoAnswers(completed.photoAnswers, []);
    }
    draft = { context: body.context, answers: completed.entries, completedAt: isIneligible ? null : now.toISOString() };
  } else {
    const entries = checkedEntries(definition, body.responses, now);
    const previous = visitor.draft?.answers ?? {};
    const isUnchanged = Object.values(entries).every(
      (entry) => JSON.stringify(previous[entry.question]?.answer) === JSON.stringify(entry.answer),
    );
    draft = {
      context: body.context,
      answers: { ...previous, ...entries },
      completedAt: isUnchanged ? (visitor.draft?.completedAt ?? null) : null,
    };
  }
  const outcome = evaluateSurveyOutcome(definition, toAnswerMap(draft.answers));
  return {
    draft,
    eligibility: eligibilityAfterOutcome(visitor.eligibility, outcome, visitor.flow),
    state: stateOf(registry, { ...visitor, draft }, draft, now),
  };
}
