import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Env } from '../../env';
import { reachDatabaseServer } from '../cli-database';
import { type BackupManifest, COUNTED_TABLES, runPgTool, secretFingerprint, sha256File } from './backup-manifest';
import { findPgTools, serverVersion } from './pg-tools';

/** The secret that sealed this instance's data, as `loadSecret` would find it, without making one. */
function currentSecret(env: Env): BackupManifest['secret'] {
  if (env.SESSION_SECRET) {
    return { source: 'SESSION_SECRET', fingerprint: secretFingerprint(env.SESSION_SECRET) };
  }
  const file = join(env.DATA_DIR, 'session-secret');
  return existsSync(file) ? { source: 'data-dir', fingerprint: secretFingerprint(readFileSync(file, 'utf8').trim()) } : null;
}

/**
 * Holds a repeatable-read transaction open and exports its snapshot: pg_dump dumps exactly what
 * this transaction sees, and the photo keys and counts are read from the same moment.
 */
async function openSnapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin isolation level repeatable read read only');
  const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
  const keys = await client.query<{ key: string }>('select storage_key as key from photos order by storage_key');
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows: counted } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(counted[0]!.n);
  }
  const migration = await client.query<{ hash: string; created_at: string }>('select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
  const newest = migration.rows[0];
  return {
    id: rows[0]!.id,
    photoKeys: keys.rows.map((row) => row.key),
    counts,
    migration: newest ? { hash: newest.hash, createdAt: Number(newest.created_at) } : null,
    close: async () => {
      await client.query('commit').catch(() => undefined);
      await client.end();
    },
  };
}

/**
 * A photo's file into the archive's folder: a hard link where it can (photos are only ever written
 * whole under a new name, never changed in place, so the link is the file as it is now), a copy otherwise.
 */
async function collectPhoto(from: string, to: string): Promise<boolean> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      return false;
    }
    if (code !== 'EXDEV' && code !== 'EPERM') {
      throw error;
    }
  }
  try {
    await copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return false;
    }
    throw error;
  }
}

/**
 * `npm run backup`: the database (pg_dump's custom format, by the server's own major version) and
 * the photo files it names, in one tar archive with a manifest (ADR 157). Works while the app runs.
 */
export async function createBackup(env: Env, out: string, log: (line: string) => void): Promise<BackupManifest> {
  const target = resolve(out);
  const { url: serverUrl, embedded } = await reachDatabaseServer(env, log);
  // The owner (or the embedded superuser) sees every table, the job queue's included.
  const url = env.DATABASE_URL ? (env.DATABASE_MIGRATION_URL ?? env.DATABASE_URL) : serverUrl;
  // Beside the photos, so their hard links stay on one file system.
  const staging = join(resolve(env.DATA_DIR), `.backup-${randomUUID()}`);
  try {
    const server = await serverVersion(url);
    const tools = await findPgTools(env, server.major, log);
    await mkdir(staging, { recursive: true, mode: 0o700 });
    const snapshot = await openSnapshot(url);
    try {
      await runPgTool(tools.pgDump, url, ['--format=custom', `--snapshot=${snapshot.id}`, `--file=${join(staging, 'database.dump')}`]);
    } finally {
      await snapshot.close();
    }
    const isLocal = env.STORAGE_ADAPTER === 'local';
    const files: BackupManifest['photos']['files'] = [];
    const missing: string[] = [];
    for (const key of isLocal ? snapshot.photoKeys : []) {
      const into = join(staging, 'uploads', key);
      if (await collectPhoto(join(resolve(env.DATA_DIR), 'uploads', key), into)) {
        files.push({ key, sha256: await sha256File(into) });
      } else {
        missing.push(key);
      }
    }
    if (missing.length > 0) {
      log(`${missing.length} photo(s) the dump names were gone when the files were collected (replaced or deleted since its snapshot); the manifest lists them`);
    }
    const manifest: BackupManifest = {
      format: 'teleskin-backup/1',
      createdAt: new Date().toISOString(),
      migration: snapshot.migration,
      server: { version: server.text, tools: tools.version },
      counts: snapshot.counts,
      database: { file: 'database.dump', sha256: await sha256File(join(staging, 'database.dump')) },
      photos: { storage: isLocal ? 'local' : 's3', files, missing, expectedInBucket: isLocal ? [] : snapshot.photoKeys },
      secret: currentSecret(env),
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.part`;
    const members = ['manifest.json', 'database.dump', ...(files.length > 0 ? ['uploads'] : [])];
    await promisify(execFile)('tar', ['-cf', partial, '-C', staging, ...members]);
    // Patients' records and photos: the server's user only, as DATA_DIR's files are.
    await chmod(partial, 0o600);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await embedded?.stop();
  }
}
