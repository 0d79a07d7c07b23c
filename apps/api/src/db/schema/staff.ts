import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@app/domain/constants';
import { providers } from './scheduling';

/**
 * The care team's accounts (ADR 118), apart from patients: a provider (linked to the `providers`
 * row that holds their consultations and signs their prescriptions) or an operator. Each signs
 * in with a password and a TOTP code; an admin (ADR 158) holds the commerce settings; the TOTP secret is sealed under the app secret, and the
 * last time step accepted is kept so a code is never accepted twice.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    passwordHash: text().notNull(),
    totpSecretSealed: text().notNull(),
    totpLastStep: bigint({ mode: 'number' }),
    providerId: integer().references(() => providers.id),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_members_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('staff_members_provider_unique').on(table.providerId),
    check('staff_members_role_check', sql`${table.role} in ('provider', 'operator', 'admin')`),
    check('staff_members_provider_check', sql`(${table.role} = 'provider') = (${table.providerId} is not null)`),
  ],
);

/** The care team member who did what a row records. */
export const staffRef = () => integer().notNull().references(() => staffMembers.id);

/**
 * The states a provider is licensed in: the one table booking and the review queue read, and
 * operators edit (ADR 115).
 */
export const providerLicences = pgTable(
  'provider_licences',
  {
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    state: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.state] }), index('provider_licences_state_idx').on(table.state, table.providerId)],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type NewStaffMemberRow = typeof staffMembers.$inferInsert;
export type ProviderLicenceRow = typeof providerLicences.$inferSelect;
