import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReferralRefusal, ReferralStatus } from '@app/domain/referrals';
import { patientRef, patients } from './patients';


/**
 * One friend who followed a patient's referral link (ADR 109). It starts as `invited` when the link
 * is followed, becomes `signed-up` when that browser registers, `first-box-paid` when the friend's
 * first order is paid and `rewarded` once that order ships and the referrer's credit is granted.
 * A refused referral (the same person, the same card) says why and never pays anything.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    referrerPatientId: patientRef(),
    referredPatientId: integer().references(() => patients.id, { onDelete: 'set null' }),
    status: text().$type<ReferralStatus>().notNull().default('invited'),
    refusedReason: text().$type<ReferralRefusal>(),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    signedUpAt: timestamp({ withTimezone: true }),
    firstOrderId: integer(),
    firstPaidAt: timestamp({ withTimezone: true }),
    rewardedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerPatientId, table.invitedAt),
    // One referral per friend: a second link followed before signing up cannot pay twice.
    uniqueIndex('referrals_referred_idx').on(table.referredPatientId),
    check('referrals_status_check', sql`${table.status} in ('invited', 'signed-up', 'first-box-paid', 'rewarded', 'refused')`),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
