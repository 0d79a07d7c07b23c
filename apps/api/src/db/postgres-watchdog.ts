import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

export interface PostgresWatchdog {
  /** Ends the watchdog without touching the server: call it once the server has been stopped. */
  release: () => void;
}

// The watchdog's whole program, in shell builtins only. Its stdin is a pipe whose only writer is
// the app and which the app never writes to: the first `read` returns when the kernel closes the
// pipe, however the app ended (SIGKILL included). It then asks the postmaster ($1) for a fast
// shutdown, but only while the data folder's postmaster.pid ($2) still names it: a pid may be
// reused once its server has stopped.
const WATCHDOG_SCRIPT = 'read -r _line; read -r pid < "$2" && [ "$pid" = "$1" ] && kill -INT "$1"';

/**
 * Starts a small process that stops the postmaster `postmasterPid` when this process ends without
 * stopping it (a crash or `kill -9`), so the server never outlives the app. Node offers no
 * parent-death signal (Linux's PR_SET_PDEATHSIG), and PostgreSQL does not watch its parent.
 * A shell rather than Node: about 1.5 MB instead of 40 MB, and no start-up cost worth measuring.
 */
export function startPostgresWatchdog(postmasterPid: number, pidFile: string): PostgresWatchdog {
  const watchdog = spawn(
    '/bin/sh',
    ['-c', WATCHDOG_SCRIPT, 'teleskin-postgres-watchdog', String(postmasterPid), pidFile],
    {
      // Its own session: a Ctrl-C or hang-up meant for the app does not end the watchdog first.
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
      env: {},
    },
  );
  // Without a shell (Windows) there is no watchdog; a later start still stops a leftover server.
  watchdog.on('error', () => undefined);
  watchdog.stdin?.on('error', () => undefined);
  // The app must be able to exit on its own: neither the process nor the pipe keeps it alive.
  watchdog.unref();
  (watchdog.stdin as Socket | null)?.unref();
  return {
    release: () => {
      watchdog.kill('SIGKILL');
    },
  };
}
