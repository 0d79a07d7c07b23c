import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, type CreditEntryRow } from '../../db/schema/index';

/** A grant and what is left of it: its amount plus the (negative) rows that draw on it. */
export interface GrantBalance {
  grant: CreditEntryRow;
  remainingCents: number;
  appliedCents: number;
  /** When an invoice first drew on it. */
  firstAppliedAt: Date | null;
}

async function balancesOf(db: Db, grants: CreditEntryRow[]): Promise<GrantBalance[]> {
  if (grants.length === 0) {
    return [];
  }
  const drawn = await db
    .select({
      grantId: creditLedger.grantId,
      applied: sql<number>`coalesce(sum(${creditLedger.amountCents}) filter (where ${creditLedger.kind} = 'application'), 0)::int`,
      drawn: sql<number>`coalesce(sum(${creditLedger.amountCents}), 0)::int`,
      firstAppliedAt: sql<string | null>`min(${creditLedger.createdAt}) filter (where ${creditLedger.kind} = 'application')`,
    })
    .from(creditLedger)
    .where(inArray(creditLedger.grantId, grants.map((grant) => grant.id)))
    .groupBy(creditLedger.grantId);
  return grants.map((grant) => {
    const row = drawn.find((candidate) => candidate.grantId === grant.id);
    return {
      grant,
      remainingCents: grant.amountCents + (row?.drawn ?? 0),
      appliedCents: -(row?.applied ?? 0),
      firstAppliedAt: row?.firstAppliedAt ? new Date(row.firstAppliedAt) : null,
    };
  });
}

/**
 * The patient's grants with what is left of each (two statements). With `lock`, the grants are
 * locked first, so two invoices paying at once cannot both use the same cents.
 */
export async function findGrantBalances(db: Db, patientId: number, options: { lock?: boolean } = {}): Promise<GrantBalance[]> {
  const query = db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.patientId, patientId), eq(creditLedger.kind, 'grant')))
    .orderBy(creditLedger.id);
  const grants = options.lock ? await query.for('update') : await query;
  return balancesOf(db, grants);
}

/** The grants of a referral (the friend's welcome, the referrer's reward) with what is left of each. */
export async function findReferralGrantBalances(db: Db, referralIds: readonly number[]): Promise<GrantBalance[]> {
  if (referralIds.length === 0) {
    return [];
  }
  const grants = await db
    .select()
    .from(creditLedger)
    .where(and(inArray(creditLedger.referralId, [...referralIds]), eq(creditLedger.kind, 'grant')));
  return balancesOf(db, grants);
}

export async function insertGrant(
  db: Db,
  row: { patientId: number; amountCents: number; reason: string; expiresAt: Date; referralId?: number; createdAt?: Date },
): Promise<CreditEntryRow | undefined> {
  const [inserted] = await db
    .insert(creditLedger)
    .values({ ...row, kind: 'grant' })
    // A referral pays each of its two patients once, however often it is asked.
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** Rows that draw on grants: applications to an invoice, or a revocation. Amounts are positive here. */
export async function insertDraws(
  db: Db,
  patientId: number,
  kind: 'application' | 'revocation',
  draws: readonly { grantId: number; amountCents: number }[],
  details: { reason: string; invoiceId?: number; createdAt?: Date },
): Promise<void> {
  if (draws.length === 0) {
    return;
  }
  await db.insert(creditLedger).values(
    draws.map((draw) => ({
      patientId,
      kind,
      grantId: draw.grantId,
      amountCents: -draw.amountCents,
      reason: details.reason,
      invoiceId: details.invoiceId ?? null,
      ...(details.createdAt ? { createdAt: details.createdAt } : {}),
    })),
  );
}
