import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditHistoryQuerySchema, AuditHistoryResponseSchema, LicencesChangeSchema, OperatorPatientParamsSchema, PatientOverviewResponseSchema, PatientSearchQuerySchema, PatientSearchResponseSchema, ProviderLicencesListResponseSchema, ProviderLicencesResponseSchema, ProviderParamsSchema } from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { OperationsDeps } from './operations-deps';
import { auditHistory, listProviderLicences, searchPatients, setProviderLicences } from './operator-records.service';
import { patientOverview } from './patient-overview.service';

const TAGS = ['operator console'];

/**
 * The operator console's reads and the provider licences (issue 14 items 2, 4, 5; ADR 119), on the
 * operator surface: every request leaves an audit row (surfaces/request-audit.ts) naming the
 * patient the handler notes before anything can refuse it. Changes to a patient: operator-fixes.routes.ts.
 */
export const operatorConsoleRoutes: FastifyPluginAsyncZod<OperationsDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/ops/patients',
    {
      config: { auditAction: 'patient.search' },
      schema: { tags: TAGS, summary: 'Patients of both brands whose email, name or phone contains the text (3 characters or more)', querystring: PatientSearchQuerySchema, response: { 200: PatientSearchResponseSchema } },
    },
    async (request) => {
      noteAudit(request, { subject: { brand: request.query.brand ?? 'all' } });
      return { data: await searchPatients(db, request.query) };
    },
  );

  app.get(
    '/api/ops/patients/:patientId',
    {
      config: { auditAction: 'patient.overview.read' },
      schema: {
        tags: TAGS,
        summary: "A patient's account, visits, subscriptions with history, orders, charges with refunds, parcels, threads and messages (audited; no health data)",
        params: OperatorPatientParamsSchema,
        response: { 200: PatientOverviewResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { patientId: request.params.patientId });
      return { data: await patientOverview(deps, request.params.patientId) };
    },
  );

  app.get(
    '/api/ops/patients/:patientId/audit',
    {
      config: { auditAction: 'patient.audit.read' },
      schema: {
        tags: TAGS,
        summary: "The patient's audit trail, newest first, with each actor's role and name (reading it is audited too)",
        params: OperatorPatientParamsSchema,
        querystring: AuditHistoryQuerySchema,
        response: { 200: AuditHistoryResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { patientId: request.params.patientId });
      return { data: await auditHistory(db, request.params.patientId, request.query) };
    },
  );

  app.get(
    '/api/ops/providers',
    { config: { auditAction: 'provider.licences.read' }, schema: { tags: TAGS, summary: 'Every provider with the states they are licensed in', response: { 200: ProviderLicencesListResponseSchema } } },
    async () => ({ data: await listProviderLicences(db) }),
  );

  app.put(
    '/api/ops/providers/:providerId/licences',
    {
      config: { auditAction: 'provider.licences.set' },
      schema: {
        tags: TAGS,
        summary: "Replace a provider's licensed states (two-letter US codes) with a reason; booking and the review queue follow at once",
        params: ProviderParamsSchema,
        body: LicencesChangeSchema,
        response: { 200: ProviderLicencesResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { subject: { providerId: request.params.providerId }, isRecordedInTransaction: true });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await setProviderLicences(db, context, request.params.providerId, request.body) };
    },
  );
};
