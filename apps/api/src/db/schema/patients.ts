import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EligibilityData } from '@app/domain/contracts';

interface SearchedColumns {
  email: AnyPgColumn;
  firstname: AnyPgColumn;
  lastname: AnyPgColumn;
  phone: AnyPgColumn;
}

/**
 * The texts the operator's search matches (ADR 119), shared by the indexes and the query so the
 * planner sees the same expressions: the email and the full name in lower case, the phone's digits.
 */
export const patientSearchText = {
  email: (table: SearchedColumns): SQL => sql`lower(${table.email})`,
  name: (table: SearchedColumns): SQL => sql`lower(coalesce(${table.firstname}, '') || ' ' || coalesce(${table.lastname}, ''))`,
  phoneDigits: (table: SearchedColumns): SQL => sql`regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g')`,
};

/** A patient account. One email may hold one account per brand (brand transfer moves it). */
export const patients = pgTable(
  'patients',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    firstname: text(),
    lastname: text(),
    phone: text(),
    gender: text(),
    state: text(),
    zipcode: text(),
    address1: text(),
    address2: text(),
    city: text(),
    dateOfBirth: date(),
    cardLastFour: text(),
    collectedCardLastFour: text(),
    hasCompletedCcEntry: boolean().notNull().default(false),
    hasCompletedShippingAddressEntry: boolean().notNull().default(false),
    eligibility: jsonb().$type<EligibilityData>(),
    phoneConfirmedAt: timestamp({ withTimezone: true }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    smsTransactionalEnabled: boolean().notNull().default(true),
    smsMarketingEnabled: boolean().notNull().default(false),
    /** Share code of the patient's referral link (give $20, get $20). */
    referralCode: text().unique(),
    signupCompletedAt: timestamp({ withTimezone: true }),
    /** When a minor's parent or guardian was given (reported by the guardians module, ADR 083). */
    guardianGivenAt: timestamp({ withTimezone: true }),
    acceptedTosAt: timestamp({ withTimezone: true }),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    /** When the account was made from the storefront's sign-up, with no medical visit (000 §3 `isOtcSignupUser`, issue 31). */
    otcSignupAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('patients_brand_email_unique').on(table.brandId, sql`lower(${table.email})`),
    index('patients_email_lower_idx').on(sql`lower(${table.email})`),
    // The operator's search (ADR 119): partial, case-insensitive matches through trigram indexes
    // (pg_trgm, migration 0017) on exactly the expressions `patientSearchText` names.
    index('patients_email_trgm_idx').using('gin', sql`${patientSearchText.email(table)} gin_trgm_ops`),
    index('patients_name_trgm_idx').using('gin', sql`${patientSearchText.name(table)} gin_trgm_ops`),
    index('patients_phone_trgm_idx').using('gin', sql`${patientSearchText.phoneDigits(table)} gin_trgm_ops`),
    // Newest first: the search walks it when a fragment is common, and stops at the page (ADR 127).
    index('patients_created_idx').on(table.createdAt, table.id),
  ],
);

/** The patient a row belongs to: the row goes with the patient's account. */
export const patientRef = () => integer().notNull().references(() => patients.id, { onDelete: 'cascade' });

export type PatientRow = typeof patients.$inferSelect;
export type NewPatientRow = typeof patients.$inferInsert;
