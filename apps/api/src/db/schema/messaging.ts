import type { EmailAttachment } from '@app/domain/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { patientRef, patients } from './patients';

/**
 * Every SMS and email the product sends, written before the adapter delivers it. With the default
 * outbox adapter this table is the delivery; with Twilio or SMTP it is the record, and a job
 * delivers it (ADR 074): `body` is the copy with codes and links blanked, `sealed_body` the full
 * text sealed under a key derived from the app secret until it is sent or given up.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text().$type<'sms' | 'email'>().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    template: text().notNull(),
    brandId: integer().notNull(),
    patientId: integer().references(() => patients.id, { onDelete: 'set null' }),
    adapter: text().notNull(),
    providerMessageId: text(),
    sealedBody: text(),
    /** Files sent with an email (a calendar invitation); never health data. */
    attachments: jsonb().$type<EmailAttachment[]>().notNull().default([]),
    failedAttempts: integer().notNull().default(0),
    /** The provider's reply code of the last failed attempt; never the recipient or the text. */
    lastFailure: text(),
    /** Set when delivery stopped for good: a permanent refusal, or the last attempt failed. */
    gaveUpAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_recipient_idx').on(table.recipient),
    // The operator console lists a patient's messages, newest first (ADR 119).
    index('outbox_patient_idx').on(table.patientId, table.createdAt),
  ],
);

/** A phone verification code, stored as a hash; it expires, works once and allows few tries. */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_codes_patient_idx').on(table.patientId, table.createdAt)],
);

/** A single-use email verification link token (hashed). */
export const emailVerificationTokens = pgTable('email_verification_tokens', {
  tokenHash: text().primaryKey(),
  patientId: patientRef(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Email subscription choices made through the email-service preference calls (001 §7.4). */
export const emailPreferenceChanges = pgTable('email_preference_changes', {
  id: serial().primaryKey(),
  email: text().notNull(),
  brandId: integer().notNull(),
  action: text().$type<'double-opt-in' | 'unsubscribe'>().notNull(),
  details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
