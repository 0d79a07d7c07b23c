import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import type { PatientRow, SessionRow } from '../db/schema/index';
import { AppError } from '../errors';

/**
 * Who a route group serves (ADR 082):
 * - `public`: anyone, signed in or not, whatever the role (brand, CSRF token, legal pages, log-out);
 * - `visitor`: the patient-facing pages used before and after sign-in (eligibility, log-in,
 *   registration, surveys before the account); a staff session is refused (403);
 * - `patient`: a signed-in patient only: anonymous 401, a staff session 403;
 * - a staff role (`provider`, `operator`, `admin`): that role only: anonymous 401, any other principal 403;
 * - `staff`: any staff role (the care team's own account): anonymous 401, a patient 403;
 * - `staff-visitor`: the care team's sign-in: anyone but a patient (403) (ADR 118).
 */
export type Audience = 'public' | 'visitor' | 'patient' | StaffRole | 'staff' | 'staff-visitor';

/** Who may call a route of each audience, as its API description says (surface.ts adds it). */
export const AUDIENCE_NOTES: Readonly<Record<Audience, string>> = {
  public: 'Open to anyone, signed in or not.',
  visitor: 'For patients, before and after sign-in; a staff session gets 403.',
  patient: 'For the signed-in patient: 401 when signed out, 403 for a staff session.',
  provider: 'For a signed-in provider: 401 when signed out, 403 for anyone else.',
  operator: 'For a signed-in operator: 401 when signed out, 403 for anyone else.',
  admin: 'For a signed-in admin: 401 when signed out, 403 for anyone else.',
  staff: 'For a signed-in member of the care team, whatever their role: 401 when signed out, 403 for a patient.',
  'staff-visitor': "The care team's sign-in: open to anyone but a signed-in patient (403).",
};

const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
const wrongRole = () => new AppError('FORBIDDEN', MESSAGES.account.wrongRole);

/** Throws the 401 or 403 a request gets when its principal is not of the audience. */
export function assertAudience(audience: Audience, request: FastifyRequest): void {
  const principal = request.principal;
  switch (audience) {
    case 'public':
      return;
    case 'visitor':
      if (principal !== undefined && principal.role !== 'patient') {
        throw wrongRole();
      }
      return;
    case 'staff-visitor':
      if (principal?.role === 'patient') {
        throw wrongRole();
      }
      return;
    case 'staff':
      if (principal === undefined) {
        throw unauthenticated();
      }
      if (principal.role === 'patient') {
        throw wrongRole();
      }
      return;
    case 'patient':
    case 'provider':
    case 'operator':
    case 'admin':
      if (principal === undefined) {
        throw unauthenticated();
      }
      if (principal.role !== audience) {
        throw wrongRole();
      }
      return;
  }
}

/** The signed-in patient's id, on a route of the `patient` surface (whose guard made sure of it). */
export function patientIdOf(request: FastifyRequest): number {
  const principal = request.principal;
  if (principal?.role !== 'patient') {
    // Only reachable if a patient route were registered outside the patient surface.
    throw unauthenticated();
  }
  return principal.patientId;
}

/**
 * The signed-in patient's account row on a `patient` route, as read with the session when the
 * request began (ADR 076): no query of its own. A session whose patient is gone counts as signed
 * out, as `getSignedInPatient` has it. Routes that sign in or out, or change the account before
 * reading it, read the row again instead.
 */
export function signedInPatientOf(request: FastifyRequest): PatientRow {
  const patientId = patientIdOf(request);
  const patient = request.sessionPatient;
  if (patient?.id !== patientId) {
    throw unauthenticated();
  }
  return patient;
}

/** The signed-in patient's account row with the session the request came with (its device, ADR 168). */
export function signedInPatientSessionOf(request: FastifyRequest): { patient: PatientRow; session: SessionRow } {
  const patient = signedInPatientOf(request);
  if (!request.session) {
    throw unauthenticated();
  }
  return { patient, session: request.session };
}

/** The signed-in staff member's id, on a route of a staff surface (whose guard made sure of it). */
export function staffIdOf(request: FastifyRequest): number {
  const principal = request.principal;
  if (principal === undefined || principal.role === 'patient') {
    throw unauthenticated();
  }
  return principal.staffId;
}

/**
 * The signed-in staff member on a route of a staff surface, as read with the session when the
 * request began (ADR 127): no query of its own. Whether they may still act (not disabled, a
 * provider's own rules) is the caller's check.
 */
export function signedInStaffOf(request: FastifyRequest): NonNullable<FastifyRequest['sessionStaff']> {
  const staffId = staffIdOf(request);
  const staff = request.sessionStaff;
  if (staff?.id !== staffId) {
    throw unauthenticated();
  }
  return staff;
}

/** The signed-in patient's id on a `visitor` route, where a visitor without an account is welcome. */
export function optionalPatientIdOf(request: FastifyRequest): number | undefined {
  return request.principal?.role === 'patient' ? request.principal.patientId : undefined;
}
