import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@app/domain/constants';
import type { StaffAccessLinkKind } from '@app/domain/staff';
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

/**
 * The care team's emailed links (ADR 170): an invitation (the account is made when it is
 * accepted, so it holds the name, email and role until then), an admin's reset of a lost
 * authenticator, and a member's own password reset. Only the token's SHA-256 is kept; a link works
 * once (`used_at`), until `expires_at`, and not after `revoked_at` (a newer link of its kind, or an
 * admin's revocation). An invitation and an authenticator reset keep the new authenticator's
 * secret, sealed, so the page shows the same QR code on every load until the link is used.
 */
export const staffAccessLinks = pgTable(
  'staff_access_links',
  {
    id: serial().primaryKey(),
    kind: text().$type<StaffAccessLinkKind>().notNull(),
    tokenHash: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    role: text().$type<StaffRole>(),
    staffId: integer().references(() => staffMembers.id),
    totpSecretSealed: text(),
    createdBy: integer().references(() => staffMembers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_access_links_token_unique').on(table.tokenHash),
    // One open invitation per address: a second is a resend, never a second account.
    uniqueIndex('staff_access_links_open_invitation_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.kind} = 'invitation' and ${table.usedAt} is null and ${table.revokedAt} is null`),
    index('staff_access_links_staff_idx').on(table.staffId, table.kind),
    check('staff_access_links_kind_check', sql`${table.kind} in ('invitation', 'authenticator-reset', 'password-reset')`),
    check('staff_access_links_target_check', sql`(${table.kind} = 'invitation') = (${table.staffId} is null) and (${table.kind} = 'invitation') = (${table.role} is not null)`),
    check('staff_access_links_secret_check', sql`(${table.kind} = 'password-reset') = (${table.totpSecretSealed} is null)`),
  ],
);

/**
 * A care-team member's passkeys (issue 34 item 3, ADR 172): the WebAuthn credential's id and
 * public key, the signature counter last seen, and a name the member gives it. A passkey signs in
 * in place of password and code; it is added only by a signed-in member who also gives a code.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    credentialId: text().notNull(),
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_passkeys_credential_unique').on(table.credentialId), index('staff_passkeys_staff_idx').on(table.staffId)],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type StaffAccessLinkRow = typeof staffAccessLinks.$inferSelect;
export type NewStaffMemberRow = typeof staffMembers.$inferInsert;
export type ProviderLicenceRow = typeof providerLicences.$inferSelect;
