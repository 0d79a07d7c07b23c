import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAdapters } from '../../adapters';
import { connectDb, type DbHandle } from '../../db/client';
import { findApiRoot } from '../../db/api-root';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded-postgres';
import { migrateDatabase, superuserRoleUrls } from '../../db/prepare-database';
import { parseEnv } from '../../env';
import { recordAudit, verifyAuditTrail } from '../../modules/audit';
import { seedDemoData } from '../../seed/demo-data';
import { QUEUE_DEMO_ACCOUNT } from '../../seed/demo-queue-patient';
import { loadSecret } from '../../secret';
import { withDatabase } from '../../test/global-setup';
import { type BackupManifest, COUNTED_TABLES } from './backup-manifest';

// Issue 32 item 5 (ADR 157): a running instance with patients mid-subscription, backed up with
// `npm run backup`, restored elsewhere with `npm run restore`, is found whole. The first run builds
// pg_dump 18 into ~/.cache/teleskin/pg-tools (about two minutes on two cores); later runs reuse it.
const TIMEOUT_MS = 15 * 60_000;

const work = mkdtempSync(join(tmpdir(), 'teleskin-backup-'));
const sourceDir = join(work, 'source');
const restoredDir = join(work, 'restored');
const archive = join(work, 'backup.tar');

/** A command as an operator runs it, in its own process, with only the settings given. */
const runCommand = (script: string, args: string[], settings: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: findApiRoot(),
    // eslint-disable-next-line no-restricted-properties -- the command runs as its own process
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', ...settings },
    timeout: TIMEOUT_MS,
  }).then(
    ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => ({ stdout: error.stdout, stderr: error.stderr, code: error.code }),
  );

async function countRows(handle: DbHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await handle.pool.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

let source: EmbeddedDatabase;
let sourceHandle: DbHandle;
let restored: EmbeddedDatabase | undefined;
let restoredHandle: DbHandle | undefined;

beforeAll(async () => {
  // The instance as `npm start` makes it: its own cluster, roles, migrations, secret, photo folder.
  const env = parseEnv({ DATA_DIR: sourceDir, NODE_ENV: 'development' });
  source = await startEmbeddedPostgres(sourceDir);
  const urls = await superuserRoleUrls(source.url);
  await migrateDatabase(urls);
  sourceHandle = connectDb(urls.appUrl, 3);
  // The demo data: a patient mid-subscription (a paid trial box, shipped, photos uploaded), one whose subscription ended.
  await seedDemoData(sourceHandle.db, loadSecret(env), createAdapters(env, sourceHandle.db));
  const { rows } = await sourceHandle.pool.query<{ id: number }>('select id from patients where email = $1', [QUEUE_DEMO_ACCOUNT.email]);
  for (let read = 0; read < 3; read += 1) {
    await recordAudit(sourceHandle.db, { actor: { role: 'patient', id: rows[0]!.id }, action: 'visit.read', patientId: rows[0]!.id });
  }
}, TIMEOUT_MS);

afterAll(async () => {
  await restoredHandle?.close();
  await restored?.stop();
  await sourceHandle?.close();
  await source?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore into an empty folder', () => {
  it('brings back the patients, their boxes, their photos byte for byte and an audit trail that verifies', async () => {
    const sourceCounts = await countRows(sourceHandle);
    expect(sourceCounts.photos).toBeGreaterThan(0);
    expect(sourceCounts.orders).toBeGreaterThan(0);

    // The app's database is in use (a connection open) while the backup runs on DATA_DIR.
    const backup = await runCommand('backup.ts', ['--out', archive], { DATA_DIR: sourceDir });
    expect(backup.stderr + backup.stdout).toContain(`backup written to ${archive}`);
    expect(backup.code).toBe(0);

    const refused = await runCommand('restore.ts', [archive, '--data-dir', sourceDir], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');

    const restore = await runCommand('restore.ts', [archive, '--data-dir', restoredDir, '--secret-file', join(sourceDir, 'session-secret')], {});
    expect(restore.stderr + restore.stdout).toContain('the app secret was placed in the data folder');
    expect(restore.code).toBe(0);
    expect(readFileSync(join(restoredDir, 'session-secret'), 'utf8')).toBe(readFileSync(join(sourceDir, 'session-secret'), 'utf8'));

    // The restored folder started as `npm start` does: migrations, then the app's own role.
    restored = await startEmbeddedPostgres(restoredDir);
    const urls = await superuserRoleUrls(restored.url);
    await migrateDatabase(urls);
    restoredHandle = connectDb(urls.appUrl, 3);
    expect(await countRows(restoredHandle)).toEqual(sourceCounts);

    const boxes = `select p.email, s.status, count(distinct o.id)::int as orders, count(distinct sh.id)::int as shipments
      from patients p join subscriptions s on s.patient_id = p.id left join orders o on o.subscription_id = s.id
      left join shipments sh on sh.order_id = o.id group by p.email, s.id, s.status order by p.email, s.id`;
    const restoredBoxes = (await restoredHandle.pool.query(boxes)).rows;
    expect(restoredBoxes).toEqual((await sourceHandle.pool.query(boxes)).rows);
    expect(restoredBoxes).toContainEqual(expect.objectContaining({ email: QUEUE_DEMO_ACCOUNT.email, status: 'trialing', orders: 1, shipments: 1 }));

    const photos = await restoredHandle.pool.query<{ storage_key: string }>('select storage_key from photos order by id');
    for (const { storage_key: key } of photos.rows) {
      expect(readFileSync(join(restoredDir, 'uploads', key)).equals(readFileSync(join(sourceDir, 'uploads', key)))).toBe(true);
    }

    const verification = await verifyAuditTrail(restoredHandle.db, 'cli');
    expect(verification.brokenLinks).toEqual([]);
    expect(verification.rowsChecked).toBe(sourceCounts.audit_events);
  }, TIMEOUT_MS);

  it('lists a photo whose file went after the snapshot, restores without it and says so', async () => {
    const { rows } = await sourceHandle.pool.query<{ storage_key: string }>('select storage_key from photos order by id limit 1');
    const key = rows[0]!.storage_key;
    rmSync(join(sourceDir, 'uploads', key));
    const second = join(work, 'second.tar');
    expect((await runCommand('backup.ts', ['--out', second], { DATA_DIR: sourceDir })).code).toBe(0);
    const manifest = JSON.parse((await promisify(execFile)('tar', ['-xOf', second, 'manifest.json'])).stdout) as BackupManifest;
    expect(manifest.photos.missing).toEqual([key]);
    expect(manifest.photos.files.map((file) => file.key)).not.toContain(key);

    const restore = await runCommand('restore.ts', [second, '--data-dir', join(work, 'second')], {});
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('1 photo(s) named by the database were not in the archive');
    expect(restore.stdout).toContain('WARNING: no app secret given');
  }, TIMEOUT_MS);

  it('refuses an archive whose files do not match its manifest, and restores nothing', async () => {
    const unpacked = join(work, 'tampered');
    mkdirSync(unpacked);
    await promisify(execFile)('tar', ['-xf', archive, '-C', unpacked]);
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
    writeFileSync(join(unpacked, 'uploads', manifest.photos.files[0]!.key), 'not the photo');
    const tampered = join(work, 'tampered.tar');
    await promisify(execFile)('tar', ['-cf', tampered, '-C', unpacked, '.']);

    const restore = await runCommand('restore.ts', [tampered, '--data-dir', join(work, 'from-tampered')], {});
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`the archive is damaged: uploads/${manifest.photos.files[0]!.key} do not match its manifest`);
    expect(existsSync(join(work, 'from-tampered', 'postgres'))).toBe(false);
  }, TIMEOUT_MS);

  it('backs up the database of DATABASE_URL, restores into an empty one as its owner, and refuses one in use', async () => {
    // Both on the tests' server (CI runs them on PostgreSQL 15 too): a dump restores into its own major or a newer one.
    const suffix = randomBytes(6).toString('hex');
    const [sourceName, name] = [`teleskin_backup_source_${suffix}`, `teleskin_restore_${suffix}`];
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query(`create database ${sourceName}`);
    await admin.query(`create database ${name}`);
    const sourceUrls = await superuserRoleUrls(withDatabase(inject('adminDatabaseUrl'), sourceName));
    await migrateDatabase(sourceUrls);
    const configuredSource = connectDb(sourceUrls.appUrl, 3);
    const urls = await superuserRoleUrls(withDatabase(inject('adminDatabaseUrl'), name));
    const settings = { DATABASE_URL: urls.appUrl, DATABASE_MIGRATION_URL: urls.migrationUrl, SESSION_SECRET: 'a'.repeat(32) };
    const handle = connectDb(urls.appUrl, 2);
    try {
      const sourceSettings = { DATABASE_URL: sourceUrls.appUrl, DATABASE_MIGRATION_URL: sourceUrls.migrationUrl, DATA_DIR: join(work, 'configured-source') };
      const sourceEnv = parseEnv({ ...sourceSettings, NODE_ENV: 'development' });
      await seedDemoData(configuredSource.db, loadSecret(sourceEnv), createAdapters(sourceEnv, configuredSource.db));
      const configuredArchive = join(work, 'configured.tar');
      expect((await runCommand('backup.ts', ['--out', configuredArchive], sourceSettings)).code).toBe(0);

      const restore = await runCommand('restore.ts', [configuredArchive, '--data-dir', join(work, 'configured')], settings);
      expect(restore.stderr + restore.stdout).toContain('WARNING: SESSION_SECRET is not the one that sealed the data');
      expect(restore.code).toBe(0);
      expect(await countRows(handle)).toEqual(await countRows(configuredSource));
      expect((await verifyAuditTrail(handle.db, 'cli')).brokenLinks).toEqual([]);

      const again = await runCommand('restore.ts', [configuredArchive, '--data-dir', join(work, 'configured-again')], settings);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('the database of DATABASE_URL is not empty');
    } finally {
      await handle.close();
      await configuredSource.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${sourceName} with (force)`);
      await admin.end();
    }
  }, TIMEOUT_MS);
});
