/** The care team's roles (ADR 082). Staff accounts and their sign-in arrive with the care team. */
export const STAFF_ROLES = ['provider', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who a signed-in session belongs to: a patient, or a staff member with one role. */
export type PrincipalRole = 'patient' | StaffRole;
