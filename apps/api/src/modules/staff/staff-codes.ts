import type { Db } from '../../db/client';
import type { StaffMemberRow } from '../../db/schema/index';
import type { SealedBox } from '../../sealed-box';
import { consumeAttempt, resetLimit, type RateLimit } from '../rate-limits';
import { claimTotpStep } from './staff.repository';
import { matchTotpStep } from './totp';

/** How many codes one account may be tried with per window, from anywhere. */
export interface CodeLimits {
  maxCodesPerAccount: number;
  windowMinutes: number;
}

/** The authenticator codes one account may be tried with per window: one budget for every place a code is asked. */
export const codesLimitOf = (member: Pick<StaffMemberRow, 'id'>, limits: CodeLimits, message: string): RateLimit => ({
  key: `staff-sign-in:codes:${member.id}`,
  max: limits.maxCodesPerAccount,
  windowMinutes: limits.windowMinutes,
  message,
});

/**
 * Checks a code of the member's authenticator, counted against the account's code budget first:
 * `right` (its time step claimed, so it is never accepted again, and the budget cleared), `wrong`,
 * or `reused` (right, but its step was accepted before).
 */
export async function acceptMemberCode(deps: { db: Db; secrets: SealedBox }, member: StaffMemberRow, code: string, limit: RateLimit, now: Date): Promise<'right' | 'wrong' | 'reused'> {
  await consumeAttempt(deps.db, limit);
  const secret = deps.secrets.open(member.totpSecretSealed);
  const step = secret === null ? undefined : await matchTotpStep(secret, code, now);
  if (step === undefined) {
    return 'wrong';
  }
  if (!(await claimTotpStep(deps.db, member.id, step))) {
    return 'reused';
  }
  await resetLimit(deps.db, limit.key);
  return 'right';
}
