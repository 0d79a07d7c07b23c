import { and, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionClaims, promotionCodes } from '../../db/schema/index';

/** The patient's claim (of the code `codeId`, when given) that neither a credit nor a paid order has used. */
function isOpenClaim(patientId: number, codeId?: number): SQL | undefined {
  return and(
    eq(promotionClaims.patientId, patientId),
    codeId === undefined ? undefined : eq(promotionClaims.promotionCodeId, codeId),
    isNull(promotionClaims.creditedAt),
    isNull(promotionClaims.redeemedAt),
  );
}

export type PromotionCodeRow = typeof promotionCodes.$inferSelect;

/** Every brand's code spelled exactly `code` (a brand holds at most one). */
export async function findCodesSpelled(db: Db, code: string): Promise<PromotionCodeRow[]> {
  return db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
}

/**
 * Inserts the patient's claim of a code; false when it is refused: the code is once per patient
 * and they have claimed it before, or they hold an open claim (the one-open index). Two
 * simultaneous claims cannot both pass: the second meets the first's open claim in that index
 * (it waits for the first to commit), and a claim after a commit sees the earlier one.
 */
export async function insertClaim(db: Db, patientId: number, code: PromotionCodeRow): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into promotion_claims (patient_id, code, promotion_code_id, amount_cents)
    select ${patientId}, ${code.code}, ${code.id}, ${code.amountCents}
    where not (${code.oncePerPatient} and exists (
      select 1 from promotion_claims where patient_id = ${patientId} and promotion_code_id = ${code.id}
    ))
    on conflict do nothing
    returning id`);
  return rows.length === 1;
}

/** Whether the patient has ever claimed the code (open or turned into credit). */
export async function hasClaimedCode(db: Db, patientId: number, codeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.patientId, patientId), eq(promotionClaims.promotionCodeId, codeId)))
    .limit(1);
  return rows.length === 1;
}

/**
 * Whether the patient has used the code: a claim of it that a paid order redeemed or that became
 * credit. An open claim is still theirs to use (a declined card left it open).
 */
export async function hasUsedCode(db: Db, patientId: number, codeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.patientId, patientId), eq(promotionClaims.promotionCodeId, codeId), or(isNotNull(promotionClaims.creditedAt), isNotNull(promotionClaims.redeemedAt))))
    .limit(1);
  return rows.length === 1;
}

export type OpenClaimRow = Pick<PromotionCodeRow, 'kind' | 'percentOff' | 'appliesToLines' | 'treatmentCategoryId' | 'budgetCents' | 'givenCents'> & {
  code: string;
  promotionCodeId: number;
  amountCents: number;
};

/** The patient's open claim (not turned into credit) with its code's kind, lines, treatment category and budget, if any. */
export async function findOpenClaim(db: Db, patientId: number): Promise<OpenClaimRow | undefined> {
  const [row] = await db
    .select({
      code: promotionClaims.code,
      promotionCodeId: promotionCodes.id,
      amountCents: promotionClaims.amountCents,
      kind: promotionCodes.kind,
      percentOff: promotionCodes.percentOff,
      appliesToLines: promotionCodes.appliesToLines,
      treatmentCategoryId: promotionCodes.treatmentCategoryId,
      budgetCents: promotionCodes.budgetCents,
      givenCents: promotionCodes.givenCents,
    })
    .from(promotionClaims)
    .innerJoin(promotionCodes, eq(promotionCodes.id, promotionClaims.promotionCodeId))
    .where(isOpenClaim(patientId))
    .limit(1);
  return row;
}

/**
 * Marks the patient's open claim of a code as used by a paid order; false when it is not open
 * (removed meanwhile). `givenCents`, for a percent claim, is what the box took off: it becomes the
 * claim's amount (ADR 166).
 */
export async function redeemOpenClaim(db: Db, patientId: number, codeId: number, orderId: number, at: Date, givenCents?: number): Promise<boolean> {
  const updated = await db
    .update(promotionClaims)
    .set({ redeemedAt: at, orderId, ...(givenCents === undefined ? {} : { amountCents: givenCents }) })
    .where(isOpenClaim(patientId, codeId))
    .returning({ id: promotionClaims.id });
  return updated.length === 1;
}

/**
 * Adds what a paid box took off to its percent code's amount given, if the budget holds it: one
 * conditional statement, so of simultaneous boxes the code's row lock lets exactly those that fit
 * through (ADR 166). False when the budget cannot hold it.
 */
export async function takeFromBudget(db: Db, codeId: number, cents: number): Promise<boolean> {
  const updated = await db
    .update(promotionCodes)
    .set({ givenCents: sql`${promotionCodes.givenCents} + ${cents}` })
    .where(and(eq(promotionCodes.id, codeId), or(isNull(promotionCodes.budgetCents), sql`${promotionCodes.givenCents} + ${cents} <= ${promotionCodes.budgetCents}`)))
    .returning({ id: promotionCodes.id });
  return updated.length === 1;
}

/** The brand's code spelled `code`, if any. */
export async function findBrandCode(db: Db, brandId: number, code: string): Promise<PromotionCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionCodes)
    .where(and(eq(promotionCodes.brandId, brandId), eq(promotionCodes.code, code)));
  return row;
}

/**
 * Takes one use of the code and reserves the claim's amount if it has a use and that much budget
 * left (a percent claim reserves nothing, and needs some budget left): one statement, so of many
 * simultaneous claims of the last use or the last dollars exactly the ones that fit get them (the
 * row lock orders them). False when it is used up.
 */
export async function takeOneUse(db: Db, codeId: number, amountCents: number): Promise<boolean> {
  const updated = await db
    .update(promotionCodes)
    .set({ useCount: sql`${promotionCodes.useCount} + 1`, givenCents: sql`${promotionCodes.givenCents} + ${amountCents}` })
    .where(
      and(
        eq(promotionCodes.id, codeId),
        or(isNull(promotionCodes.maxUses), lt(promotionCodes.useCount, promotionCodes.maxUses)),
        or(
          isNull(promotionCodes.budgetCents),
          sql`${promotionCodes.givenCents} + ${amountCents} <= ${promotionCodes.budgetCents} and ${promotionCodes.givenCents} < ${promotionCodes.budgetCents}`,
        ),
      ),
    )
    .returning({ id: promotionCodes.id });
  return updated.length === 1;
}

/** Deletes the patient's claim of a code of the brand that no credit has used; false when there is none. */
export async function deleteOpenClaim(db: Db, patientId: number, codeId: number, brandId: number): Promise<boolean> {
  const deleted = await db
    .delete(promotionClaims)
    .where(
      and(
        isOpenClaim(patientId, codeId),
        sql`exists (select 1 from ${promotionCodes} where ${promotionCodes.id} = ${codeId} and ${promotionCodes.brandId} = ${brandId})`,
      ),
    )
    .returning({ amountCents: promotionClaims.amountCents });
  if (deleted.length === 1) {
    // The use and the amount it reserved go back together.
    await db
      .update(promotionCodes)
      .set({ useCount: sql`${promotionCodes.useCount} - 1`, givenCents: sql`${promotionCodes.givenCents} - ${deleted[0]!.amountCents}` })
      .where(eq(promotionCodes.id, codeId));
  }
  return deleted.length === 1;
}

/** Every brand's codes, in brand and code order: the admin console's list (a few hundred at most). */
export async function listPromotionCodes(db: Db): Promise<PromotionCodeRow[]> {
  return db.select().from(promotionCodes).orderBy(promotionCodes.brandId, promotionCodes.code);
}

export type PromotionCodeChange = Partial<Omit<typeof promotionCodes.$inferInsert, 'id' | 'brandId' | 'code' | 'useCount' | 'givenCents'>>;

/** Inserts a code; undefined when its brand has one spelled the same (the unique index decides). */
export async function insertPromotionCode(db: Db, values: typeof promotionCodes.$inferInsert): Promise<PromotionCodeRow | undefined> {
  const [row] = await db.insert(promotionCodes).values(values).onConflictDoNothing({ target: [promotionCodes.brandId, promotionCodes.code] }).returning();
  return row;
}

/** The code, locked until the transaction ends, so a change and the claims it limits take turns. */
export async function lockPromotionCode(db: Db, id: number): Promise<PromotionCodeRow | undefined> {
  const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.id, id)).for('update');
  return row;
}

/** Writes the change to the code and answers it as stored. */
export async function updatePromotionCode(db: Db, id: number, change: PromotionCodeChange): Promise<PromotionCodeRow> {
  const [row] = await db.update(promotionCodes).set(change).where(eq(promotionCodes.id, id)).returning();
  return row!;
}

/** Adds the codes whose brand has none spelled the same, in one statement (the demo data runs at every start). */
export async function insertPromotionCodesIfAbsent(db: Db, values: (typeof promotionCodes.$inferInsert)[]): Promise<void> {
  await db.insert(promotionCodes).values(values).onConflictDoNothing({ target: [promotionCodes.brandId, promotionCodes.code] });
}
