import { createHash, randomUUID } from 'node:crypto';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's archive: it hosts PostgreSQL's release source, and sid's index gives its SHA-256 (ADR 157). */
const DEBIAN = 'http://deb.debian.org/debian';
const SOURCES_INDEX = `${DEBIAN}/dists/sid/main/source/Sources.xz`;
/** What the build needs on the machine besides a C compiler; release tarballs of 18 carry no generated parsers. */
const BUILD_COMMANDS = ['cc', 'make', 'bison', 'flex', 'perl', 'xz', 'bzip2', 'tar'];

export interface ReleaseSource {
  version: string;
  url: string;
  sha256: string;
}

/** The upstream release of `postgresql-<major>` that sid's Sources index names, and its checksum. */
export function findReleaseSource(sourcesIndex: string, major: number): ReleaseSource | undefined {
  const stanza = sourcesIndex.split('\n\n').find((block) => block.startsWith(`Package: postgresql-${major}\n`));
  if (!stanza) {
    return undefined;
  }
  const directory = /^Directory: (.+)$/m.exec(stanza)?.[1];
  const checksums = /^Checksums-Sha256:\n((?: .+\n?)+)/m.exec(stanza)?.[1] ?? '';
  const orig = checksums
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2]?.endsWith('.orig.tar.bz2'));
  const file = orig?.[2];
  const version = file ? /_(.+)\.orig\.tar\.bz2$/.exec(file)?.[1] : undefined;
  if (!directory || !orig?.[0] || !file || !version) {
    return undefined;
  }
  return { version, url: `${DEBIAN}/${directory}/${file}`, sha256: orig[0] };
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

async function missingBuildCommands(): Promise<string[]> {
  const missing: string[] = [];
  for (const command of BUILD_COMMANDS) {
    await run('sh', ['-c', `command -v ${command}`]).catch(() => missing.push(command));
  }
  return missing;
}

/**
 * Builds pg_dump and pg_restore of PostgreSQL `major` from its release source into `<cacheRoot>/<major>`
 * (bin/ and lib/ with its own libpq), once. The build happens in a folder of its own and is renamed
 * into place at the end, so two processes building at once never see half a build: the second
 * rename finds the folder there and its copy is thrown away. Returns the bin folder.
 */
export async function buildPgTools(cacheRoot: string, major: number, log: (line: string) => void): Promise<string> {
  const root = resolve(cacheRoot);
  const target = join(root, String(major));
  if (existsSync(join(target, 'bin', 'pg_dump'))) {
    return join(target, 'bin');
  }
  const missing = await missingBuildCommands();
  if (missing.length > 0) {
    throw new Error(`building pg_dump ${major} needs ${missing.join(', ')} (Debian: apt-get install build-essential bison flex xz-utils bzip2); or set PG_BIN_DIR to PostgreSQL ${major}'s client tools`);
  }
  const started = performance.now();
  const index = execFileSync('xz', ['-dc'], { input: await download(SOURCES_INDEX), encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const source = findReleaseSource(index, major);
  if (!source) {
    throw new Error(`Debian's archive has no PostgreSQL ${major} source; set PG_BIN_DIR to PostgreSQL ${major}'s client tools`);
  }
  log(`building pg_dump and pg_restore ${source.version} from ${source.url} (once, into ${target})`);
  const work = join(root, `.build-${major}-${randomUUID()}`);
  await mkdir(work, { recursive: true });
  try {
    const tarball = await download(source.url);
    const sha256 = createHash('sha256').update(tarball).digest('hex');
    if (sha256 !== source.sha256) {
      throw new Error(`${source.url} has SHA-256 ${sha256}, Debian's index says ${source.sha256}`);
    }
    await writeFile(join(work, 'source.tar.bz2'), tarball);
    await run('tar', ['xjf', 'source.tar.bz2'], { cwd: work });
    const tree = join(work, `postgresql-${source.version}`);
    const hasZlib = existsSync('/usr/include/zlib.h');
    // The install's own path is the rpath of the tools: they find this libpq, not the system's.
    await run('./configure', [`--prefix=${target}`, '--without-icu', '--without-readline', hasZlib ? '--with-zlib' : '--without-zlib'], { cwd: tree, maxBuffer: 64 * 1024 * 1024 });
    const make = (args: string[]) => run('make', args, { cwd: tree, maxBuffer: 256 * 1024 * 1024 });
    // The catalog headers first: in parallel, pg_dump's files can compile before they exist.
    await make(['-C', 'src/backend', 'generated-headers']);
    await make(['-j2', '-C', 'src/bin/pg_dump']);
    const staged = join(work, 'staged');
    await make(['-C', 'src/bin/pg_dump', 'install', `DESTDIR=${staged}`]);
    await make(['-C', 'src/interfaces/libpq', 'install', `DESTDIR=${staged}`]);
    try {
      await rename(join(staged, target), target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another process finished first: its build serves.
      if (code !== 'EEXIST' && code !== 'ENOTEMPTY') {
        throw error;
      }
    }
    log(`pg_dump ${source.version} built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return join(target, 'bin');
}
