import { createHash, createHmac } from 'node:crypto';
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { promisify } from 'node:util';

/** The archive's table of contents (`manifest.json`), written last and checked first (ADR 157). */
export interface BackupManifest {
  format: 'teleskin-backup/1';
  createdAt: string;
  /** The newest migration the dump has applied (drizzle's record). */
  migration: { hash: string; createdAt: number } | null;
  server: { version: string; tools: string };
  /** Row counts at the dump's snapshot, to compare after a restore. */
  counts: Record<string, number>;
  database: { file: 'database.dump'; sha256: string };
  photos: {
    storage: 'local' | 's3';
    /** Every photo key the dump names; with local storage, each one the archive holds. */
    files: { key: string; sha256: string }[];
    /** Keys the dump names whose file was gone when the files were collected (ADR 157). */
    missing: string[];
    /** With S3 storage: the keys the bucket must still hold (its versioning is the photo backup). */
    expectedInBucket: string[];
  };
  /** Which app secret sealed the data; never the secret itself (ADR 157). */
  secret: { source: 'SESSION_SECRET' | 'data-dir'; fingerprint: string } | null;
}

/** The tables a restore is checked against. */
export const COUNTED_TABLES = ['patients', 'visits', 'subscriptions', 'subscription_items', 'orders', 'shipments', 'photos', 'audit_events'] as const;

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** Names a secret without revealing it: a MAC of a fixed text under it. */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('teleskin/backup-secret-fingerprint/v1').digest('hex').slice(0, 16);
}

/**
 * Runs pg_dump or pg_restore against `url`; the password travels in the child's environment, not
 * on its command line, where any local user's `ps` would show it.
 */
export async function runPgTool(tool: string, url: string, args: string[]): Promise<string> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const { stdout } = await promisify(execFile)(tool, [...args, `--dbname=${parsed.toString()}`], {
    env: { PGPASSWORD: password },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
