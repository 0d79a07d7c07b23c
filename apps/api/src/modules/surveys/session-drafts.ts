import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EligibilityData } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { SURVEY_REGISTRY } from '@app/domain/surveys';
import type { Db } from '../../db/client';
import type { SessionData, SurveyDraft } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { SessionManager } from '../../http/session-manager';
import type { EligibilityChange } from './survey-eligibility';
import type { SurveyLookup } from './survey-checks';
import { saveVisitorSurvey, type VisitorSave, type VisitorSurvey } from './survey-drafts.service';
import { adoptDraftAnswers } from './surveys.service';

// The session side of pre-account surveys (ADR 061): keeping a visitor's draft, and moving it into
// the visit once the patient's visit of that flow opens.

/** The visitor's draft for `flow` and the eligibility their answers are checked against. */
export function visitorSurveyOf(data: SessionData, flow: FlowId): VisitorSurvey {
  return { flow, draft: data.surveyDrafts?.[flow], eligibility: data.eligibility };
}

/** The session data with the flow's draft (and the eligibility the answers led to) replaced. */
function withVisitorDraft(data: SessionData, flow: FlowId, draft: SurveyDraft, eligibility: EligibilityChange): SessionData {
  const next: SessionData = { ...data, surveyDrafts: { ...data.surveyDrafts, [flow]: draft } };
  if (eligibility.changed) {
    const { eligibility: _dropped, ...rest } = next;
    return eligibility.eligibility === null ? rest : { ...rest, eligibility: eligibility.eligibility satisfies EligibilityData };
  }
  return next;
}

/**
 * Checks a visitor's answers for `flow` and keeps them in the session's draft. They are merged into
 * the draft as stored now, under the session's lock, so two answers saved at once both stay; a
 * refused answer throws inside the change and stores nothing.
 */
export async function saveSessionDraft(
  ctx: { sessions: SessionManager; registry: SurveyLookup },
  request: FastifyRequest,
  reply: FastifyReply,
  flow: FlowId,
  body: Parameters<typeof saveVisitorSurvey>[2],
): Promise<VisitorSave> {
  let saved: VisitorSave | undefined;
  await ctx.sessions.updateData(request, reply, (data) => {
    saved = saveVisitorSurvey(ctx.registry, visitorSurveyOf(data, flow), body);
    return withVisitorDraft(data, flow, saved.draft, saved.eligibility);
  });
  if (!saved) {
    throw new Error('the session change did not run');
  }
  return saved;
}

function withoutDraft(data: SessionData, flow: FlowId): SessionData {
  const { [flow]: _adopted, ...others } = data.surveyDrafts ?? {};
  const { surveyDrafts: _drafts, ...rest } = data;
  return Object.keys(others).length > 0 ? { ...rest, surveyDrafts: others } : rest;
}

/**
 * Moves the session's draft for `flow` into the signed-in patient's visit of that flow and removes
 * it from the session. A draft that no longer fits the visit (another version, a completed visit)
 * is dropped rather than blocking the visit from opening.
 */
export async function adoptSessionDraft(
  ctx: { db: Db; sessions: SessionManager; registry?: SurveyLookup },
  request: FastifyRequest,
  reply: FastifyReply,
  patientId: number,
  flow: FlowId,
): Promise<void> {
  const draft = request.session?.data.surveyDrafts?.[flow];
  if (!draft) {
    return;
  }
  try {
    await adoptDraftAnswers({ db: ctx.db, registry: ctx.registry ?? SURVEY_REGISTRY }, patientId, flow, draft);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') {
      throw error;
    }
  }
  await ctx.sessions.updateData(request, reply, (data) => withoutDraft(data, flow));
}
