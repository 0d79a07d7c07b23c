import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FormulaListResponseSchema, HealthHistoryResponseSchema, SaveFlowResponsesBodySchema, SaveOneResponseBodySchema, SaveResponsesBodySchema, SurveyStateResponseSchema } from '@app/domain/contracts';
import { isFlowId, isSurveyBeforeAccount, type FlowId } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { FLOW_SURVEY_IDS, SURVEY_REGISTRY } from '@app/domain/surveys';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { ineligibleEvent } from '../tracking';
import { adoptSessionDraft, saveSessionDraft, visitorSurveyOf } from './session-drafts';
import type { SurveyLookup } from './survey-checks';
import { readVisitorSurvey } from './survey-drafts.service';
import { reasonWritten } from './survey-eligibility';
import { surveyStateSerializerCompiler } from './survey-state-serializer';
import {
  completeVisitSurvey,
  listFormulas,
  readFlowSurvey,
  readHealthHistory,
  readVisitSurvey,
  saveFlowSurvey,
  saveVisitAnswer,
  type SurveyDeps,
} from './surveys.service';
import { patientIdOf, optionalPatientIdOf, signedInPatientOf } from '../../http/audience';

export interface SurveysRoutesOptions {
  db: Db;
  /** The survey versions to serve and check against; tests pass one with retired versions. */
  registry?: SurveyLookup;
}

const UuidParams = z.object({ uuid: z.string().max(64) });
const FlowStepParams = z.object({ flow: z.string().max(64), step: z.string().max(64) });

/** The flow of `/api/surveys/{flow}/{step}`: a flow whose `quiz` step asks a survey, else 404. */
function surveyFlow(params: { flow: string; step: string }): FlowId {
  if (!isFlowId(params.flow) || params.step !== 'quiz' || FLOW_SURVEY_IDS[params.flow] === undefined) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  return params.flow;
}

const stateResponse = { 200: SurveyStateResponseSchema };

/** A visit's route that saves answers and answers the survey's new state. */
function savingRouteOptions<Body extends z.ZodType>(auditAction: string, summary: string, body: Body) {
  return {
    config: { auditAction },
    schema: { tags: ['surveys'], summary, params: UuidParams, body, response: stateResponse },
    serializerCompiler: surveyStateSerializerCompiler,
  };
}

/** The survey services' dependencies, and those of a saving request (whose ineligible answers are tracked). */
function surveyDeps(app: FastifyInstance, opts: SurveysRoutesOptions) {
  const deps = { db: opts.db, registry: opts.registry ?? SURVEY_REGISTRY };
  const savingDeps = (request: FastifyRequest, patientId: number): SurveyDeps => ({
    ...deps,
    onIneligible: (reason) => app.trackEvent(request, ineligibleEvent(reason, patientId)),
  });
  return { deps, savingDeps };
}

/** A visit's survey, for its signed-in patient (patient surface). */
export const surveysRoutes: FastifyPluginAsyncZod<SurveysRoutesOptions> = async (app, opts) => {
  const { deps, savingDeps } = surveyDeps(app, opts);

  app.get(
    '/api/visits/:uuid/survey',
    {
      config: { auditAction: 'survey.read' },
      schema: { tags: ['surveys'], summary: "The visit's survey, saved answers and outcome", params: UuidParams, response: stateResponse },
      serializerCompiler: surveyStateSerializerCompiler,
    },
    async (request) => ({ data: await readVisitSurvey(deps, patientIdOf(request), request.params.uuid) }),
  );

  app.post(
    '/api/visits/:uuid/response',
    savingRouteOptions('survey.answer', 'Save one answer (autosave)', SaveOneResponseBodySchema),
    async (request) => {
      const patient = signedInPatientOf(request);
      return { data: await saveVisitAnswer(savingDeps(request, patient.id), patient, request.params.uuid, request.body) };
    },
  );

  app.post(
    '/api/visits/:uuid/responses',
    savingRouteOptions('survey.complete', 'Complete the survey with every answer', SaveResponsesBodySchema),
    async (request) => {
      const patientId = patientIdOf(request);
      return { data: await completeVisitSurvey(savingDeps(request, patientId), patientId, request.params.uuid, request.body) };
    },
  );

  app.get(
    '/api/patient/health-history',
    { config: { auditAction: 'health-history.read' }, schema: { tags: ['surveys'], summary: "Health history from the patient's newest completed survey", response: { 200: HealthHistoryResponseSchema } } },
    async (request) => ({ data: await readHealthHistory(deps, patientIdOf(request)) }),
  );

  app.get(
    '/api/patient/formulas',
    { config: { auditAction: 'formulas.read' }, schema: { tags: ['surveys'], summary: "The patient's formulas", response: { 200: FormulaListResponseSchema } } },
    async (request) => ({ data: await listFormulas(opts.db, patientIdOf(request)) }),
  );
};


/**
 * A flow step's survey (visitor surface): a visitor answers the surveys asked before the account
 * into the session; a signed-in patient answers into the flow's visit.
 */
export const surveyFlowRoutes: FastifyPluginAsyncZod<SurveysRoutesOptions> = async (app, opts) => {
  const { deps, savingDeps } = surveyDeps(app, opts);
  /** What the session side of pre-account surveys (session-drafts.ts) works with. */
  const drafts = { ...deps, sessions: app.sessions };

  /** Visitors answer pre-account surveys only; the other flows need the account (401). */
  const checkVisitorMayAnswer = (request: FastifyRequest, flow: FlowId): void => {
    if (!isSurveyBeforeAccount(flow)) {
      patientIdOf(request);
    }
  };

  /** A flow step's request: its flow and, when signed in, its patient, who first takes over the session's draft. */
  const flowStepOf = async (request: FastifyRequest, reply: FastifyReply, params: { flow: string; step: string }) => {
    const flow = surveyFlow(params);
    const patientId = optionalPatientIdOf(request);
    if (patientId != null) {
      await adoptSessionDraft(drafts, request, reply, patientId, flow);
    }
    return { flow, patientId };
  };

  app.get(
    '/api/surveys/:flow/:step',
    {
      config: { auditAction: 'survey.read' },
      schema: { tags: ['surveys'], summary: "A flow step's survey, before or after the account", params: FlowStepParams, response: stateResponse },
      serializerCompiler: surveyStateSerializerCompiler,
    },
    async (request, reply) => {
      const { flow, patientId } = await flowStepOf(request, reply, request.params);
      if (patientId != null) {
        return { data: await readFlowSurvey(deps, patientId, flow) };
      }
      checkVisitorMayAnswer(request, flow);
      return { data: readVisitorSurvey(deps.registry, visitorSurveyOf(request.session?.data ?? {}, flow)) };
    },
  );

  app.post(
    '/api/surveys/:flow/:step/responses',
    {
      config: { auditAction: 'survey.save' },
      schema: {
        tags: ['surveys'],
        summary: "Save (or complete) a flow step's survey answers",
        params: FlowStepParams,
        body: SaveFlowResponsesBodySchema,
        response: stateResponse,
      },
      serializerCompiler: surveyStateSerializerCompiler,
    },
    async (request, reply) => {
      const { flow, patientId } = await flowStepOf(request, reply, request.params);
      if (patientId != null) {
        return { data: await saveFlowSurvey(savingDeps(request, patientId), patientId, flow, request.body) };
      }
      checkVisitorMayAnswer(request, flow);
      const saved = await saveSessionDraft(drafts, request, reply, flow, request.body);
      const reason = reasonWritten(saved.eligibility);
      if (reason !== undefined) {
        await app.trackEvent(request, ineligibleEvent(reason, undefined));
      }
      return { data: saved.state };
    },
  );
};
