import { findStaffAccounts, lockStaffAccounts as lockAccounts, updateStaffDisabledAt, updateStaffRole } from './staff-lifecycle.repository';

export type { StaffAccountRow } from './staff-lifecycle.repository';

// The care-team accounts' lifecycle as the admin console changes it (ADR 169): the console's
// service holds the rules and the transaction; these read and write the staff table inside it.

/** Every care-team account (or the one of `id`) with its open sessions' count and latest activity. */
export const staffAccounts = findStaffAccounts;
/** Locks accounts for the rest of the change's transaction, in id order. */
export const lockStaffAccounts = lockAccounts;
/** Takes access away (a time) or gives it back (null). */
export const setStaffDisabledAt = updateStaffDisabledAt;
export const setStaffRole = updateStaffRole;
