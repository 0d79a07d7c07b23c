import type { AuditHistory, LicencesChange, NextBillDateChange, OperatorAddressChange, OperatorCancel, PatientOverview, PatientSearchResult, ProviderLicences, RefundRequest, AuditIntegrity } from '@app/domain/contracts';
import { staffApiRequest } from '../../../lib/staff-api-client';

// The operator console's calls (ADR 119, 121); a 401 on any of them ends the staff session in the app.
// Every fix answers the patient's fresh overview, which the page draws at once.

const patientPath = (patientId: number) => `/api/ops/patients/${patientId}`;
const overviewOf = async (call: Promise<{ data: PatientOverview }>) => (await call).data;

/** Patients whose email, name or phone holds `query` (3 characters or more), of one brand or both. */
export async function searchPatients(
  query: string,
  brandId: number | undefined,
): Promise<PatientSearchResult> {
  const params = new URLSearchParams({ q: query });
  if (brandId !== undefined) {
    params.set('brand', String(brandId));
  }
  return (
    await staffApiRequest<{ data: PatientSearchResult }>(
      'GET',
      `/api/ops/patients?${params.toString()}`,
    )
  ).data;
}

/** The patient's overview; the server audits the read. */
export function getPatientOverview(patientId: number): Promise<PatientOverview> {
  return overviewOf(staffApiRequest('GET', patientPath(patientId)));
}

/** A page of the patient's audit trail, newest first, before `beforeId` when given. */
export async function getAuditHistory(
  patientId: number,
  beforeId: number | null,
): Promise<AuditHistory> {
  const query = beforeId === null ? '' : `?beforeId=${beforeId}`;
  return (
    await staffApiRequest<{ data: AuditHistory }>('GET', `${patientPath(patientId)}/audit${query}`)
  ).data;
}

export function changeShippingAddress(
  patientId: number,
  change: OperatorAddressChange,
): Promise<PatientOverview> {
  return overviewOf(staffApiRequest('POST', `${patientPath(patientId)}/shipping-address`, change));
}

const subscriptionPath = (patientId: number, subscriptionId: number, fix: string) =>
  `${patientPath(patientId)}/subscriptions/${subscriptionId}/${fix}`;

export function setNextBillDate(
  patientId: number,
  subscriptionId: number,
  change: NextBillDateChange,
): Promise<PatientOverview> {
  return overviewOf(
    staffApiRequest('POST', subscriptionPath(patientId, subscriptionId, 'next-bill-date'), change),
  );
}

export function skipNextBox(
  patientId: number,
  subscriptionId: number,
  reason: string,
): Promise<PatientOverview> {
  return overviewOf(
    staffApiRequest('POST', subscriptionPath(patientId, subscriptionId, 'skip'), { reason }),
  );
}

export function cancelSubscription(
  patientId: number,
  subscriptionId: number,
  change: OperatorCancel,
): Promise<PatientOverview> {
  return overviewOf(
    staffApiRequest('POST', subscriptionPath(patientId, subscriptionId, 'cancel'), change),
  );
}

/** Refunds part or all of a charge; the same `refundKey` again never refunds twice (ADR 119). */
export function refundCharge(
  patientId: number,
  chargeId: number,
  request: RefundRequest,
): Promise<PatientOverview> {
  return overviewOf(
    staffApiRequest('POST', `${patientPath(patientId)}/charges/${chargeId}/refunds`, request),
  );
}

export function resendMessage(
  patientId: number,
  messageId: number,
  reason: string,
): Promise<PatientOverview> {
  return overviewOf(
    staffApiRequest('POST', `${patientPath(patientId)}/messages/${messageId}/resend`, { reason }),
  );
}

export async function listProviders(): Promise<ProviderLicences[]> {
  return (await staffApiRequest<{ data: ProviderLicences[] }>('GET', '/api/ops/providers')).data;
}

/** Replaces the provider's licensed states; answers the provider with their new states. */
export async function setProviderLicences(
  providerId: number,
  change: LicencesChange,
): Promise<ProviderLicences> {
  return (
    await staffApiRequest<{ data: ProviderLicences }>(
      'PUT',
      `/api/ops/providers/${providerId}/licences`,
      change,
    )
  ).data;
}

/** The last walk of the audit trail's hash chains, and whether one is queued (ADR 133). */
export async function getAuditIntegrity(): Promise<AuditIntegrity> {
  return (await staffApiRequest<{ data: AuditIntegrity }>('GET', '/api/ops/audit-integrity')).data;
}

/** Queues a walk of the audit trail's hash chains; one waits at a time. */
export async function requestAuditVerification(): Promise<AuditIntegrity> {
  return (await staffApiRequest<{ data: AuditIntegrity }>('POST', '/api/ops/audit-integrity/verifications')).data;
}
