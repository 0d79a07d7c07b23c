import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EligibilityData } from '@app/domain/contracts/eligibility';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('patients_brand_email_unique').on(table.brandId, sql`lower(${table.email})`),
    index('patients_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

export type PatientRow = typeof patients.$inferSelect;
export type NewPatientRow = typeof patients.$inferInsert;
