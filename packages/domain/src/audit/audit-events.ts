import type { PrincipalRole } from '../constants/roles';

/** Who an audit row names (ADR 116): a signed-in principal, or a job of the system. */
export type AuditActorRole = PrincipalRole | 'system';

/** A change made or a read served (`done`), or an attempt refused with nothing changed (`refused`). */
export type AuditOutcome = 'done' | 'refused';
