import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NextBillDateChangeSchema, OperatorAddressChangeSchema, OperatorCancelSchema, OperatorChargeParamsSchema, OperatorMessageParamsSchema, OperatorPatientParamsSchema, OperatorReasonSchema, OperatorSubscriptionParamsSchema, PatientOverviewResponseSchema, RefundRequestSchema } from '@app/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { staffIdOf } from '../../http/audience';
import { noteAudit, type AuditNote } from '../../http/audit-note';
import type { OperationsDeps } from './operations-deps';
import { cancelForPatient, changeShippingAddress, resendPatientMessage, setNextBillDate, skipNextBox, type OperatorContext } from './operator-fixes.service';
import { refundCharge } from './operator-refunds.service';
import { patientOverview } from './patient-overview.service';

const TAGS = ['operator console'];

/**
 * What support fixes on a patient's account (issue 14 item 4, ADR 119), each with the operator's
 * reason. A done fix writes its audit row in its own transaction; a refused one is recorded by the
 * request hook with the refusal's message, naming the patient and what was aimed at. Each answers
 * the patient's fresh overview.
 */
export const operatorFixesRoutes: FastifyPluginAsyncZod<OperationsDeps> = async (app, deps) => {
  /** Notes the audit row before any check that could refuse, and gives the operator's context. */
  const begin = (request: FastifyRequest, note: AuditNote): OperatorContext => {
    noteAudit(request, { ...note, isRecordedInTransaction: true });
    return { staffId: staffIdOf(request), ipAddress: request.ip };
  };
  const overview = async (patientId: number) => ({ data: await patientOverview(deps, patientId) });
  const response = { 200: PatientOverviewResponseSchema };

  app.post(
    '/api/ops/patients/:patientId/shipping-address',
    {
      config: { auditAction: 'patient.address.change' },
      schema: { tags: TAGS, summary: "Change the patient's shipping address (the checkout's rules and messages)", params: OperatorPatientParamsSchema, body: OperatorAddressChangeSchema, response },
    },
    async (request) => {
      const { patientId } = request.params;
      await changeShippingAddress(deps, begin(request, { patientId }), patientId, request.body);
      return overview(patientId);
    },
  );

  app.post(
    '/api/ops/patients/:patientId/subscriptions/:subscriptionId/next-bill-date',
    {
      config: { auditAction: 'subscription.next-bill-date' },
      schema: { tags: TAGS, summary: "Set the date the subscription's next box bills (3 days to a year ahead)", params: OperatorSubscriptionParamsSchema, body: NextBillDateChangeSchema, response },
    },
    async (request) => {
      const { patientId, subscriptionId } = request.params;
      await setNextBillDate(deps, begin(request, { patientId, subject: { subscriptionId } }), patientId, subscriptionId, request.body);
      return overview(patientId);
    },
  );

  app.post(
    '/api/ops/patients/:patientId/subscriptions/:subscriptionId/skip',
    {
      config: { auditAction: 'subscription.skip' },
      schema: { tags: TAGS, summary: 'Skip the next box: it bills one cadence later', params: OperatorSubscriptionParamsSchema, body: OperatorReasonSchema, response },
    },
    async (request) => {
      const { patientId, subscriptionId } = request.params;
      await skipNextBox(deps, begin(request, { patientId, subject: { subscriptionId } }), patientId, subscriptionId, request.body.reason);
      return overview(patientId);
    },
  );

  app.post(
    '/api/ops/patients/:patientId/subscriptions/:subscriptionId/cancel',
    {
      config: { auditAction: 'subscription.cancel' },
      schema: { tags: TAGS, summary: 'Cancel the subscription on the patient’s behalf', params: OperatorSubscriptionParamsSchema, body: OperatorCancelSchema, response },
    },
    async (request) => {
      const { patientId, subscriptionId } = request.params;
      await cancelForPatient(deps, begin(request, { patientId, subject: { subscriptionId } }), patientId, subscriptionId, request.body);
      return overview(patientId);
    },
  );

  app.post(
    '/api/ops/patients/:patientId/charges/:chargeId/refunds',
    {
      config: { auditAction: 'charge.refund' },
      schema: {
        tags: TAGS,
        summary: 'Refund all or part of a charge through its processor (once per refund key; never beyond what is left)',
        params: OperatorChargeParamsSchema,
        body: RefundRequestSchema,
        response,
      },
    },
    async (request) => {
      const { patientId, chargeId } = request.params;
      const context = begin(request, { patientId, subject: { chargeId, amountCents: request.body.amountCents } });
      await refundCharge(deps, context, patientId, chargeId, request.body);
      return overview(patientId);
    },
  );

  app.post(
    '/api/ops/patients/:patientId/messages/:messageId/resend',
    {
      config: { auditAction: 'message.resend' },
      schema: { tags: TAGS, summary: 'Send one of the patient’s texts or emails again, to the same recipient', params: OperatorMessageParamsSchema, body: OperatorReasonSchema, response },
    },
    async (request) => {
      const { patientId, messageId } = request.params;
      await resendPatientMessage(deps, begin(request, { patientId, subject: { messageId } }), patientId, messageId, request.body.reason);
      return overview(patientId);
    },
  );
};
