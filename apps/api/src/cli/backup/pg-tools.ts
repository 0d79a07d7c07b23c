import { execFile } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Env } from '../../env';
import { buildPgTools } from './pg-tools-build';

const run = promisify(execFile);

/** pg_dump and pg_restore of one major version, by absolute path. */
export interface PgTools {
  pgDump: string;
  pgRestore: string;
  /** What `pg_dump --version` prints, for the manifest. */
  version: string;
}

/** The server's version, e.g. `{ major: 18, text: '18.4' }`. */
export async function serverVersion(url: string): Promise<{ major: number; text: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; text: string }>("select current_setting('server_version_num') as num, current_setting('server_version') as text");
    return { major: Math.floor(Number(rows[0]!.num) / 10_000), text: rows[0]!.text };
  } finally {
    await client.end();
  }
}

/** The major version of a pg_dump or pg_restore, or undefined when it does not run. */
async function toolMajor(path: string): Promise<{ major: number; version: string } | undefined> {
  try {
    const { stdout } = await run(path, ['--version']);
    const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
    return major ? { major: Number(major), version: stdout.trim() } : undefined;
  } catch {
    return undefined;
  }
}

async function toolsIn(binDir: string, major: number): Promise<PgTools | string> {
  const pgDump = join(binDir, 'pg_dump');
  const pgRestore = join(binDir, 'pg_restore');
  const [dump, restore] = [await toolMajor(pgDump), await toolMajor(pgRestore)];
  if (!dump || !restore) {
    return `${binDir} has no working pg_dump and pg_restore`;
  }
  if (dump.major !== major || restore.major !== major) {
    return `${binDir} holds PostgreSQL ${dump.major}'s tools, the server is ${major}`;
  }
  return { pgDump, pgRestore, version: dump.version };
}

async function pathBinDir(): Promise<string | undefined> {
  try {
    const { stdout } = await run('sh', ['-c', 'command -v pg_dump']);
    return stdout.trim() ? join(stdout.trim(), '..') : undefined;
  } catch {
    return undefined;
  }
}

/** Where built tools are kept: PG_TOOLS_CACHE_DIR, else ~/.cache/teleskin/pg-tools. */
export function pgToolsCacheDir(env: Env): string {
  return env.PG_TOOLS_CACHE_DIR ?? join(homedir(), '.cache', 'teleskin', 'pg-tools');
}

/**
 * The server's own tools: pg_dump refuses a server of a newer major version, and a dump is only
 * sure to restore with the same major's pg_restore (ADR 157). PG_BIN_DIR when set (it must match);
 * else pg_dump on PATH when its major matches; else built once from the release source.
 */
export async function findPgTools(env: Env, major: number, log: (line: string) => void): Promise<PgTools> {
  if (env.PG_BIN_DIR) {
    const tools = await toolsIn(env.PG_BIN_DIR, major);
    if (typeof tools === 'string') {
      throw new Error(`PG_BIN_DIR: ${tools}`);
    }
    return tools;
  }
  const onPath = await pathBinDir();
  if (onPath) {
    const tools = await toolsIn(onPath, major);
    if (typeof tools !== 'string') {
      return tools;
    }
    log(`pg_dump on PATH does not serve: ${tools}; using PostgreSQL ${major}'s own tools`);
  }
  const built = await toolsIn(await buildPgTools(pgToolsCacheDir(env), major, log), major);
  if (typeof built === 'string') {
    throw new Error(`the built tools do not run: ${built}`);
  }
  return built;
}
