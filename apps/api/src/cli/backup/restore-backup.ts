import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../db/embedded-postgres';
import { configuredUrls, type DatabaseUrls, migrateDatabase, superuserRoleUrls } from '../../db/prepare-database';
import type { Env } from '../../env';
import { type BackupManifest, runPgTool, secretFingerprint, sha256File } from './backup-manifest';
import { findPgTools, serverVersion } from './pg-tools';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** The old instance's `session-secret` file, copied into the new data folder once it matches. */
  secretFile?: string;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the app secret check found; restoring goes on either way, the words say what follows. */
  secret: string;
}

/** The archive's files, checked against its manifest before anything is restored. */
async function checkedManifest(folder: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'teleskin-backup/1') {
    throw new Error(`not a Teleskin backup (format ${String(manifest.format)})`);
  }
  const damaged: string[] = [];
  if ((await sha256File(join(folder, 'database.dump'))) !== manifest.database.sha256) {
    damaged.push('database.dump');
  }
  for (const photo of manifest.photos.files) {
    const path = join(folder, 'uploads', photo.key);
    if (!existsSync(path) || (await sha256File(path)) !== photo.sha256) {
      damaged.push(`uploads/${photo.key}`);
    }
  }
  if (damaged.length > 0) {
    throw new Error(`the archive is damaged: ${damaged.slice(0, 5).join(', ')}${damaged.length > 5 ? ` and ${damaged.length - 5} more` : ''} do not match its manifest`);
  }
  return manifest;
}

/** Sealed texts (staff's TOTP secrets, unsent messages) open only under the secret that sealed them. */
async function placeSecret(env: Env, options: RestoreOptions, manifest: BackupManifest): Promise<string> {
  const expected = manifest.secret;
  if (!expected) {
    return 'the backed-up instance had no app secret yet';
  }
  if (options.secretFile) {
    const secret = readFileSync(options.secretFile, 'utf8').trim();
    if (secretFingerprint(secret) !== expected.fingerprint) {
      throw new Error(`${options.secretFile} is not the secret that sealed this backup's data`);
    }
    await writeFile(join(resolve(options.dataDir), 'session-secret'), secret + '\n', { mode: 0o600 });
    return 'the app secret was placed in the data folder';
  }
  if (env.SESSION_SECRET) {
    return secretFingerprint(env.SESSION_SECRET) === expected.fingerprint
      ? 'SESSION_SECRET is the one that sealed the data'
      : 'WARNING: SESSION_SECRET is not the one that sealed the data: staff two-factor codes and unsent sealed messages will not open until it is';
  }
  return `WARNING: no app secret given: start the app with the old ${expected.source === 'data-dir' ? 'DATA_DIR/session-secret (copy it into the new folder)' : 'SESSION_SECRET'}, or staff two-factor codes and unsent sealed messages will not open`;
}

/**
 * pg_restore's table of contents without the job queue's row-security policies, which name the
 * old instance's app role: the new instance's are made by the rights step after the restore.
 */
async function restoreList(pgRestore: string, dump: string, listFile: string): Promise<void> {
  const { stdout } = await promisify(execFile)(pgRestore, ['--list', dump], { maxBuffer: 64 * 1024 * 1024 });
  const kept = stdout.split('\n').filter((line) => !/ POLICY \S+ \S+ app_role_/.test(line));
  await writeFile(listFile, kept.join('\n'));
}

function assertEmptyFolder(dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: a restore goes into a new, empty data folder (it never overwrites one)`);
  }
}

/** Where the dump goes, as which role, and how the app's roles are brought up to date after. */
interface RestoreTarget {
  /** The role pg_restore runs as: the embedded superuser, or the operator's owner role. */
  restoreUrl: string;
  /** After the restore: the owner and app urls, every object handed to the owner. */
  roleUrls: () => Promise<DatabaseUrls>;
  stop: () => Promise<void>;
}

/** The operator's server (`DATABASE_URL`, owner `DATABASE_MIGRATION_URL`): only an empty database. */
async function configuredTarget(env: Env & { DATABASE_URL: string }): Promise<RestoreTarget> {
  const urls = configuredUrls(env.DATABASE_URL, env.DATABASE_MIGRATION_URL);
  const client = new pg.Client({ connectionString: urls.migrationUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select (select count(*) from pg_class where relnamespace = 'public'::regnamespace) + (select count(*) from pg_namespace where nspname in ('drizzle', 'graphile_worker')) as n",
    );
    if (Number(rows[0]!.n) > 0) {
      throw new Error(`the database of DATABASE_URL is not empty: a restore goes into a new, empty database (it never overwrites one)`);
    }
  } finally {
    await client.end();
  }
  return { restoreUrl: urls.migrationUrl, roleUrls: async () => urls, stop: async () => undefined };
}

/** A new embedded cluster in the data folder, with the app's two roles made before the restore. */
async function embeddedTarget(dataDir: string, log: (line: string) => void): Promise<RestoreTarget> {
  const database = await startEmbeddedPostgres(dataDir, log);
  try {
    await superuserRoleUrls(database.url);
  } catch (error) {
    await database.stop();
    throw error;
  }
  // ensureRoles again: what the superuser's restore created goes to the owner.
  return { restoreUrl: database.url, roleUrls: () => superuserRoleUrls(database.url), stop: database.stop };
}

/**
 * A dump restores into a server of its own major version or a newer one, never an older one
 * (pg_restore cannot read a newer archive format, and a newer server's SQL may not run on it).
 */
function assertServerNotOlder(manifest: BackupManifest, server: { major: number; text: string }): void {
  const archiveMajor = Number.parseInt(manifest.server.version, 10);
  if (archiveMajor > server.major) {
    throw new Error(`the archive was taken from PostgreSQL ${manifest.server.version}: restore it into a server of version ${archiveMajor} or newer (this one is ${server.text})`);
  }
}

/**
 * `npm run restore`: a backup into an empty data folder (ADR 157): a new embedded cluster there,
 * or the empty database of `DATABASE_URL`. The dump is restored without its owners and grants,
 * then the steps of every start hand everything to the owner and give the app's role its rights
 * (and apply any newer migration); the photos follow.
 */
export async function restoreBackup(env: Env, options: RestoreOptions, log: (line: string) => void): Promise<RestoreResult> {
  const dataDir = resolve(options.dataDir);
  assertEmptyFolder(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const unpacked = join(dataDir, `.restore-${randomUUID()}`);
  await mkdir(unpacked, { mode: 0o700 });
  try {
    await promisify(execFile)('tar', ['-xf', resolve(options.archive), '-C', unpacked]);
    const manifest = await checkedManifest(unpacked);
    const secret = await placeSecret(env, options, manifest);
    const target = env.DATABASE_URL ? await configuredTarget({ ...env, DATABASE_URL: env.DATABASE_URL }) : await embeddedTarget(dataDir, log);
    try {
      const server = await serverVersion(target.restoreUrl);
      assertServerNotOlder(manifest, server);
      const tools = await findPgTools(env, server.major, log);
      const dump = join(unpacked, 'database.dump');
      const listFile = join(unpacked, 'restore.list');
      await restoreList(tools.pgRestore, dump, listFile);
      await runPgTool(tools.pgRestore, target.restoreUrl, ['--no-owner', '--no-privileges', '--exit-on-error', `--use-list=${listFile}`, dump]);
      await migrateDatabase(await target.roleUrls());
    } finally {
      await target.stop();
    }
    if (existsSync(join(unpacked, 'uploads'))) {
      await rename(join(unpacked, 'uploads'), join(dataDir, 'uploads'));
    }
    return { manifest, secret };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
