/**
 * The care team's roles (ADR 082, 118): providers, operators (support: patients' accounts, refunds)
 * and admins (commerce settings: catalogue, prices, offers, promotions; ADR 158). Each reaches only
 * its own surface.
 */
export const STAFF_ROLES = ['provider', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who a signed-in session belongs to: a patient, or a staff member with one role. */
export type PrincipalRole = 'patient' | StaffRole;
