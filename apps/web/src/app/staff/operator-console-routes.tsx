import { useLocation, useParams, useRoutes } from 'react-router';
import { AuditHistoryPage } from '../../features/operator-console/components/audit-history-page';
import { AuditIntegrityPage } from '../../features/operator-console/components/audit-integrity-page';
import { PatientPage } from '../../features/operator-console/components/patient-page';
import { PatientSearchPage } from '../../features/operator-console/components/patient-search-page';
import { ProvidersPage } from '../../features/operator-console/components/providers-page';
import { StaffNotFound } from './staff-not-found';
import { StaffOnly } from './staff-only';

/** The patient id of the address, or null when it is not one. */
function usePatientId(): number | null {
  const patientId = Number(useParams().patientId);
  return Number.isSafeInteger(patientId) && patientId > 0 ? patientId : null;
}

/** What a page linked here with: the search a patient was found by, the patient's name. */
function useLinkState(): { searchPath?: string; patientName?: string } {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null
    ? (state as { searchPath?: string; patientName?: string })
    : {};
}

function PatientRoute() {
  const patientId = usePatientId();
  const { searchPath } = useLinkState();
  // Keyed by the patient, so another patient's page starts with nothing of this one's.
  return patientId ? (
    <PatientPage
      key={patientId}
      patientId={patientId}
      searchPath={searchPath?.startsWith('/ops') ? searchPath : undefined}
    />
  ) : (
    <OpsNotFound />
  );
}

function AuditRoute() {
  const patientId = usePatientId();
  const { patientName } = useLinkState();
  return patientId ? (
    <AuditHistoryPage
      key={patientId}
      patientId={patientId}
      patientName={typeof patientName === 'string' ? patientName : undefined}
    />
  ) : (
    <OpsNotFound />
  );
}

const OpsNotFound = () => <StaffNotFound home="/ops" />;

/**
 * `/ops/*`: the operator console (issue 14 items 2, 4, 5; ADR 121), for operators only: find a
 * patient, the patient with support's fixes, their audit history, the providers' licences, the
 * audit trail's integrity (ADR 133). Its
 * own chunk, loaded when an operator opens it; its pages live in features/operator-console/.
 */
export function OperatorConsoleRoutes() {
  const screen = useRoutes([
    { index: true, element: <PatientSearchPage /> },
    { path: 'patients/:patientId', element: <PatientRoute /> },
    { path: 'patients/:patientId/audit', element: <AuditRoute /> },
    { path: 'providers', element: <ProvidersPage /> },
    { path: 'audit-integrity', element: <AuditIntegrityPage /> },
    { path: '*', element: <OpsNotFound /> },
  ]);
  return <StaffOnly role="operator">{screen}</StaffOnly>;
}
