import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { patientRef } from './patients';
import { visits } from './visits';

/**
 * An uploaded photo (ID or treatment area). The file lives in private storage under `storageKey`;
 * it is served only to its owner through short-lived signed links. Deleting is soft, so the
 * provider's record of what was reviewed survives; the file itself is removed.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    visitId: integer().references(() => visits.id, { onDelete: 'set null' }),
    /** The photo type (perspective), e.g. `photo_id`, `front`, `left`, `scalp_top`. */
    perspective: text().notNull(),
    /** The visit photo type's category; null for a photo outside a visit (a message's attachment, ADR 112). */
    treatmentCategory: integer(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('photos_patient_idx').on(table.patientId, table.perspective),
    index('photos_visit_idx').on(table.visitId),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
