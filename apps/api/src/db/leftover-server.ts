import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/** What the operating system says about a process that still exists. */
interface ProcessInfo {
  parentPid: number;
  /** argv joined by spaces; empty for a zombie. */
  commandLine: string;
  /** Exited but not yet reaped by its parent: it holds nothing any more. */
  isZombie: boolean;
}

function inspectProcess(pid: number): ProcessInfo | undefined {
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // `pid (name) state ppid …`: the name may hold spaces and parentheses, so split after the last `)`.
      const [state, parentPid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { parentPid: Number(parentPid), commandLine: argv.join(' '), isZombie: state === 'Z' };
    } catch {
      return undefined;
    }
  }
  // Without /proc (macOS), ask ps; it exits non-zero when there is no such process.
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], {
      encoding: 'utf8',
    }).trim();
    const match = /^(\d+)\s+(\S+)\s*(.*)$/.exec(line);
    return match
      ? {
          parentPid: Number(match[1]),
          commandLine: match[3] ?? '',
          isZombie: match[2]?.startsWith('Z') ?? false,
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The executable's file name; /proc's link survives a changed process title, argv[0] does not. */
function programName(pid: number, info: ProcessInfo): string {
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return basename(info.commandLine.split(' ')[0] ?? '');
  }
}

/** True once the process has exited (a zombie counts: it holds no files, ports or memory). */
export function isProcessGone(pid: number): boolean {
  const info = inspectProcess(pid);
  return info === undefined || info.isZombie;
}

/** The postmaster's pid as `<databaseDir>/postmaster.pid` names it, while that file exists. */
export function readPostmasterPid(databaseDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves true as soon as `condition` holds, false once `timeoutMs` has passed without it. */
export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

// Fast shutdown first (clients are cut off, a checkpoint is written); an immediate shutdown or a
// kill costs only crash recovery at the next start, because committed work is in the WAL.
const STOP_STEPS = [
  { signal: 'SIGINT', waitMs: 15_000 },
  { signal: 'SIGQUIT', waitMs: 5_000 },
  { signal: 'SIGKILL', waitMs: 5_000 },
] as const;

async function stopProcess(pid: number, databaseDir: string): Promise<void> {
  for (const { signal, waitMs } of STOP_STEPS) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') {
        return;
      }
      throw new Error(
        `A PostgreSQL server (pid ${pid}) left running on ${databaseDir} could not be stopped (${String(error)}). ` +
          `Stop it as its owner or as root (kill -INT ${pid}), then start again.`,
      );
    }
    if (await waitFor(() => isProcessGone(pid), waitMs)) {
      return;
    }
  }
  throw new Error(
    `A PostgreSQL server (pid ${pid}) left running on ${databaseDir} did not stop, even on SIGKILL. ` +
      'Find out what holds it (ps, or restart the machine), then start again.',
  );
}

/**
 * Makes way for a new server on `databaseDir` when an earlier one was left behind.
 *
 * A postmaster whose parent is a live Node process belongs to a running app (another start on the
 * same DATA_DIR, or this one), so nothing is stopped and the error says what to do. A postmaster
 * whose parent is gone (adopted by init) was left by an app that died without stopping it: it is
 * stopped. A pid file naming no server of this folder (a reused pid) is stale and removed, because
 * PostgreSQL refuses to start while the pid it names is alive. Without a pid file, or when its pid
 * has exited, PostgreSQL copes on its own.
 */
export async function stopLeftoverServer(
  databaseDir: string,
  log: (message: string) => void,
): Promise<void> {
  const pid = readPostmasterPid(databaseDir);
  const server = pid === undefined ? undefined : inspectProcess(pid);
  if (pid === undefined || server === undefined) {
    return;
  }
  if (server.isZombie || !server.commandLine.includes(`-D ${databaseDir}`)) {
    log(`removing a stale postmaster.pid (pid ${pid} is no PostgreSQL server of ${databaseDir})`);
    rmSync(join(databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  const parent = server.parentPid > 0 ? inspectProcess(server.parentPid) : undefined;
  if (parent && !parent.isZombie && programName(server.parentPid, parent).startsWith('node')) {
    throw new Error(
      `The data folder ${databaseDir} is in use: its PostgreSQL server (pid ${pid}) belongs to a running process (pid ${server.parentPid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  }
  log(
    `stopping a PostgreSQL server (pid ${pid}) left running on ${databaseDir} by an app that ended without stopping it`,
  );
  await stopProcess(pid, databaseDir);
}
