import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const drawnOn = alias(creditLedger, 'drawn_on');

/** Grants matching `where`, each with what is left of it: one statement, the draws summed per grant. */
async function balancesWhere(db: Db, where: SQL | undefined): Promise<GrantBalance[]> {
  const rows = await db
    .select({
      grant: creditLedger,
      applied: sql<number>`coalesce(sum(${drawnOn.amountCents}) filter (where ${drawnOn.kind} = 'application'), 0)::int`,
      drawn: sql<number>`coalesce(sum(${drawnOn.amountCents}), 0)::int`,
      firstAppliedAt: sql<string | null>`min(${drawnOn.createdAt}) filter (where ${drawnOn.kind} = 'application')`,
    })
    .from(creditLedger)
    .leftJoin(drawnOn, eq(drawnOn.grantId, creditLedger.id))
    .where(and(eq(creditLedger.kind, 'grant'), where))
    .groupBy(creditLedger.id)
    .orderBy(creditLedger.id);
  return rows.map((row) => ({
    grant: row.grant,
    remainingCents: row.grant.amountCents + row.drawn,
    appliedCents: -row.applied,
    firstAppliedAt: row.firstAppliedAt ? new Date(row.firstAppliedAt) : null,
  }));
}

/**
 * The patient's grants with what is left of each. With `lock`, the grants are locked first (a
 * second statement), so two invoices paying at once cannot both use the same cents.
 */
export async function findGrantBalances(db: Db, patientId: number, options: { lock?: boolean } = {}): Promise<GrantBalance[]> {
  if (options.lock) {
    await db
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.patientId, patientId), eq(creditLedger.kind, 'grant')))
      .for('update');
  }
  return balancesWhere(db, eq(creditLedger.patientId, patientId));
}

/** The grants of a referral (the friend's welcome, the referrer's reward) with what is left of each. */
export async function findReferralGrantBalances(db: Db, referralIds: readonly number[]): Promise<GrantBalance[]> {
  if (referralIds.length === 0) {
    return [];
  }
  return balancesWhere(db, inArray(creditLedger.referralId, [...referralIds]));
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
