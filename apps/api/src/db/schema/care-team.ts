import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PrescriptionIngredient, PrescriptionStatus } from '@app/domain/contracts';
import type { CareMessageSender } from '@app/domain/care';
import { patientRef } from './patients';
import { photos } from './photos';
import { providers } from './scheduling';
import { staffRef } from './staff';
import { visitRef, visits } from './visits';

/**
 * The care team's records (ADR 112): what a provider prescribed or declined, and the messages
 * between a patient and the care team. The patient pages read them; the provider side of issue 14
 * writes prescriptions, replies and read marks through the care-team module's services.
 */

/** One item a provider prescribed (`active`) or declined (with the reason the patient reads). */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    /** The visit the provider reviewed; null for a prescription made outside one. */
    visitId: integer().references(() => visits.id, { onDelete: 'set null' }),
    providerId: integer()
      .notNull()
      .references(() => providers.id),
    /** The catalogue item (the product card's id, e.g. 1 for the Custom Formula) and its name then. */
    itemId: integer().notNull(),
    itemName: text().notNull(),
    ingredients: jsonb().$type<PrescriptionIngredient[]>().notNull().default([]),
    status: text().$type<PrescriptionStatus>().notNull(),
    declineReason: text(),
    prescribedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The patient's page: their prescriptions, newest first.
    index('prescriptions_patient_idx').on(table.patientId, table.prescribedAt),
    index('prescriptions_visit_idx').on(table.visitId),
    check('prescriptions_status_check', sql`${table.status} in ('active', 'declined')`),
    // A declined item always says why; an active one has no reason.
    check('prescriptions_decline_reason_check', sql`(${table.status} = 'declined') = (${table.declineReason} is not null)`),
  ],
);

/** A conversation a patient started with the care team. */
export const careThreads = pgTable(
  'care_threads',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Moved by every message, so the list sorts by activity without reading the messages. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The first patient message after the care team's last answer; null when the care team spoke
     * last. Kept by every message, so the provider's queue reads the waiting threads alone (ADR 127).
     */
    waitingSince: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('care_threads_patient_idx').on(table.patientId, table.lastMessageAt),
    // The provider's queue: threads waiting for an answer, longest first (ADR 127).
    index('care_threads_waiting_idx').on(table.waitingSince, table.id).where(sql`${table.waitingSince} is not null`),
  ],
);

/**
 * One message in a thread, from the patient or from a provider (`provider_id` set exactly then).
 * `read_at` is when the other side read it: the care team for a patient's message, the patient
 * for a provider's. `patient_id` repeats the thread's, so unread counts read one index.
 */
export const careMessages = pgTable(
  'care_messages',
  {
    id: serial().primaryKey(),
    threadId: integer()
      .notNull()
      .references(() => careThreads.id, { onDelete: 'cascade' }),
    patientId: patientRef(),
    senderRole: text().$type<CareMessageSender>().notNull(),
    providerId: integer().references(() => providers.id),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('care_messages_thread_idx').on(table.threadId, table.createdAt),
    // The dashboard's unread count: care-team messages the patient has not opened.
    index('care_messages_unread_by_patient_idx')
      .on(table.patientId, table.threadId)
      .where(sql`${table.senderRole} = 'provider' and ${table.readAt} is null`),
    check('care_messages_sender_check', sql`${table.senderRole} in ('patient', 'provider')`),
    check('care_messages_provider_check', sql`(${table.senderRole} = 'provider') = (${table.providerId} is not null)`),
  ],
);

/** A photo on a message: a row of `photos` (the media module's upload pipeline), attached once. */
export const careMessageAttachments = pgTable(
  'care_message_attachments',
  {
    messageId: integer()
      .notNull()
      .references(() => careMessages.id, { onDelete: 'cascade' }),
    photoId: integer()
      .notNull()
      .references(() => photos.id),
    position: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.photoId] }), uniqueIndex('care_message_attachments_photo_idx').on(table.photoId)],
);

/**
 * A provider's decision on a completed visit (ADR 117): one row per visit, so of two providers
 * deciding at once exactly one insert wins. What was prescribed or declined is in `prescriptions`.
 */
export const visitReviews = pgTable('visit_reviews', {
  visitId: integer()
    .primaryKey()
    .references(() => visits.id, { onDelete: 'cascade' }),
  patientId: patientRef(),
  staffId: staffRef(),
  decidedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A provider asked the patient for more photos of a visit (ADR 117): the patient's dashboard shows
 * it until the patient sends photos of that visit; the visit waits in the queue meanwhile.
 */
export const photoRequests = pgTable(
  'photo_requests',
  {
    id: serial().primaryKey(),
    visitId: visitRef(),
    patientId: patientRef(),
    staffId: staffRef(),
    note: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The dashboard's open request and the queue's "waiting on the patient": one open per visit.
    uniqueIndex('photo_requests_open_visit_unique').on(table.visitId).where(sql`${table.answeredAt} is null`),
    // A visit's newest request, answered or not (the provider's visit page, ADR 127).
    index('photo_requests_visit_idx').on(table.visitId, table.requestedAt.desc()),
    index('photo_requests_patient_idx').on(table.patientId).where(sql`${table.answeredAt} is null`),
  ],
);

export type VisitReviewRow = typeof visitReviews.$inferSelect;
export type PhotoRequestRow = typeof photoRequests.$inferSelect;
export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type CareThreadRow = typeof careThreads.$inferSelect;
export type CareMessageRow = typeof careMessages.$inferSelect;
