import { connectDb } from './client';
import { APP_ROLE, derivedPassword, ensureRoles, grantAppRights, OWNER_ROLE, urlAs, userOf } from './database-roles';
import { runMigrations } from './migrate';

/** Where the migrations run (the owner) and where the app then connects (its own role). */
export interface DatabaseUrls {
  migrationUrl: string;
  appUrl: string;
}

/**
 * The two roles (ADR 131), from a superuser's url (the embedded server's, the tests' cluster):
 * created or brought up to date, their passwords derived from the superuser's, so nothing more is
 * stored in DATA_DIR.
 */
export async function superuserRoleUrls(superUrl: string): Promise<DatabaseUrls> {
  const superPassword = decodeURIComponent(new URL(superUrl).password);
  const passwords = { owner: derivedPassword(superPassword, OWNER_ROLE), app: derivedPassword(superPassword, APP_ROLE) };
  await ensureRoles(superUrl, passwords);
  return { migrationUrl: urlAs(superUrl, OWNER_ROLE, passwords.owner), appUrl: urlAs(superUrl, APP_ROLE, passwords.app) };
}

/** A server of one's own (`DATABASE_URL`, and `DATABASE_MIGRATION_URL` for the owner when it is another role). */
export function configuredUrls(databaseUrl: string, migrationUrl: string | undefined): DatabaseUrls {
  return { appUrl: databaseUrl, migrationUrl: migrationUrl ?? databaseUrl };
}

/**
 * Applies the migrations as the owner, then gives the app's role its rights (when it is another
 * role): a table a migration adds is usable, and only as far as the app needs, in the same start.
 */
export async function migrateDatabase(urls: DatabaseUrls): Promise<void> {
  const owner = connectDb(urls.migrationUrl, 2);
  try {
    await runMigrations(owner.db, owner.pool);
    if (userOf(urls.appUrl) !== userOf(urls.migrationUrl)) {
      await grantAppRights(owner.pool, userOf(urls.appUrl));
    }
  } finally {
    await owner.close();
  }
}
