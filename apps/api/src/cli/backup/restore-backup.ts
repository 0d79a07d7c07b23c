import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../../db/embedded-postgres';
import { migrateDatabase, superuserRoleUrls } from '../../db/prepare-database';
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

/**
 * `npm run restore`: a backup into a new embedded cluster in an empty data folder (ADR 157). The
 * roles are made first, the dump restored without its owners and grants, then the same steps as
 * every start hand everything to the owner and give the app's role its rights; the photos follow.
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
    const database = await startEmbeddedPostgres(dataDir, log);
    try {
      const server = await serverVersion(database.url);
      const tools = await findPgTools(env, server.major, log);
      await superuserRoleUrls(database.url);
      const dump = join(unpacked, 'database.dump');
      const listFile = join(unpacked, 'restore.list');
      await restoreList(tools.pgRestore, dump, listFile);
      await runPgTool(tools.pgRestore, database.url, ['--no-owner', '--no-privileges', '--exit-on-error', `--use-list=${listFile}`, dump]);
      await migrateDatabase(await superuserRoleUrls(database.url));
    } finally {
      await database.stop();
    }
    if (existsSync(join(unpacked, 'uploads'))) {
      await rename(join(unpacked, 'uploads'), join(dataDir, 'uploads'));
    }
    return { manifest, secret };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
