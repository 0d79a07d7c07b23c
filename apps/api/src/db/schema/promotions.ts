import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PromotionKind, PromotionLineTarget } from '@app/domain/promotions';
import { patientRef } from './patients';

/**
 * A promotion code of a brand (001 §3 "Promotion"). A code is matched exactly, as the browser
 * applies it only when the returned code equals the typed one (001 §5). `useCount` counts live
 * claims; the claim that would pass `maxUses` is refused in the same statement (ADR 098).
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    code: text().notNull(),
    titleText: text().notNull(),
    altText: text().notNull(),
    amountCents: integer().notNull(),
    /**
     * `amount`: amountCents off the box (a promotion line; for hair, off the hair formula's line);
     * `percent`: percentOff of the lines it applies to (ADR 166);
     * `free-rx-line`: the first Rx product's line shows zero, as FREETRIAL does (001 §9, ADR 103).
     */
    kind: text().$type<PromotionKind>().notNull().default('amount'),
    /** A percent code's percentage, 1 to 100; null for other kinds. */
    percentOff: integer(),
    /** The box's lines it is taken off and computed from (ADR 166): `box`, `rx` (a free Rx line's) or `otc`. */
    appliesToLines: text().$type<PromotionLineTarget>().notNull().default('box'),
    percentageOffActual: integer(),
    /** The treatment category it is valid for; null for every category. */
    treatmentCategoryId: integer(),
    validFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp({ withTimezone: true }),
    /** How many claims the code allows in all; null for no limit. */
    maxUses: integer(),
    /** Whether a patient may claim it once only (ADR 164); otherwise again once the last claim was used. */
    oncePerPatient: boolean().notNull().default(true),
    useCount: integer().notNull().default(0),
    /**
     * The most the live claims may take off in all, in cents (amount and percent codes); null for
     * no budget. An amount claim reserves its amount when made; a percent claim its box's cut when
     * the box is paid (ADR 166).
     */
    budgetCents: integer(),
    /** What the live claims take off in all: reserved by a claim with its use, given back with it. */
    givenCents: integer().notNull().default(0),
    /** Set while an admin holds the code (ADR 159): no new claims; open claims keep working. */
    pausedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promotion_codes_brand_code_idx').on(table.brandId, table.code),
    check('promotion_codes_amount_check', sql`${table.amountCents} >= 0`),
    check('promotion_codes_kind_check', sql`${table.kind} in ('amount', 'percent', 'free-rx-line')`),
    check(
      'promotion_codes_percent_check',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100) or (${table.kind} <> 'percent' and ${table.percentOff} is null)`,
    ),
    check('promotion_codes_lines_check', sql`${table.appliesToLines} in ('box', 'rx', 'otc') and (${table.kind} <> 'free-rx-line' or ${table.appliesToLines} = 'rx')`),
    check('promotion_codes_use_count_check', sql`${table.useCount} >= 0 and (${table.maxUses} is null or ${table.useCount} <= ${table.maxUses})`),
    // Never over budget, whatever races: the claim's conditional update is the rule, this the proof.
    check('promotion_codes_given_check', sql`${table.givenCents} >= 0 and (${table.budgetCents} is null or ${table.givenCents} <= ${table.budgetCents})`),
  ],
);

/**
 * A promotion code a patient claimed (001 §3: amount in cents, code, promotionCodeId). Claims are
 * made at checkout; a medical-history update turns an uncredited claim into account credit.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    code: text().notNull(),
    promotionCodeId: integer().references(() => promotionCodes.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp({ withTimezone: true }),
    /** When a paid order used it (checkout, ADR 106): a redeemed claim cannot be removed or used again. */
    redeemedAt: timestamp({ withTimezone: true }),
    orderId: integer(),
  },
  (table) => [
    index('promotion_claims_patient_idx').on(table.patientId),
    // A patient's claims of a code: a once-per-patient code's claim is refused when one exists (ADR 164).
    index('promotion_claims_patient_code_idx').on(table.patientId, table.promotionCodeId),
    // One open claim at a time: the order summary shows one promotion line (001 §2.4, ADR 103).
    uniqueIndex('promotion_claims_one_open_idx')
      .on(table.patientId)
      .where(sql`${table.creditedAt} is null and ${table.redeemedAt} is null`),
  ],
);

export type CreditEntryKind = 'grant' | 'application' | 'revocation';

/**
 * Account credit, append-only (ADR 109). A `grant` adds credit that expires two years on; an
 * `application` (negative) is what an invoice used of one grant; a `revocation` (negative) takes
 * back what is left of a grant (a refused referral). What is left of a grant is its amount plus
 * the rows that name it; the balance is the sum of the grants not expired.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    kind: text().$type<CreditEntryKind>().notNull().default('grant'),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    /** For an application or revocation: the grant it draws on. */
    grantId: integer().references((): AnyPgColumn => creditLedger.id),
    /** For a grant: when what is left of it stops being usable. */
    expiresAt: timestamp({ withTimezone: true }),
    /** For an application: the invoice it paid toward. */
    invoiceId: integer(),
    /** For a referral's grant: the referral it rewards. */
    referralId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_patient_idx').on(table.patientId),
    index('credit_ledger_grant_idx').on(table.grantId),
    // One referral grant per patient and referral: the friend's welcome and the referrer's reward, once each.
    uniqueIndex('credit_ledger_referral_idx').on(table.referralId, table.patientId),
    check('credit_ledger_kind_check', sql`${table.kind} in ('grant', 'application', 'revocation')`),
    check(
      'credit_ledger_shape_check',
      sql`(${table.kind} = 'grant' and ${table.amountCents} > 0 and ${table.expiresAt} is not null and ${table.grantId} is null)
        or (${table.kind} <> 'grant' and ${table.amountCents} < 0 and ${table.grantId} is not null)`,
    ),
  ],
);

export type CreditEntryRow = typeof creditLedger.$inferSelect;
