// CPU a process tree has used, from /proc: what a box costs the workers and PostgreSQL, which the
// wall-clock rate on a shared 2-core machine shows only through the noise of other work.
import { readdirSync, readFileSync } from 'node:fs';

const MICROS_PER_TICK = 10_000; // USER_HZ is 100 on Linux

/** Parent and CPU ticks (its own, and its children's that exited and were waited for). */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/**
 * Microseconds of CPU used by `rootPid` and every process under it, living or ended (PostgreSQL's
 * postmaster waits for its backends, so an ended backend's time is in the postmaster's count).
 */
export function treeCpuMicros(rootPid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = statOf(Number(entry));
    if (stat) {
      stats.set(Number(entry), stat);
    }
  }
  const isUnder = (pid) => {
    for (let current = pid; current > 1; current = stats.get(current)?.ppid ?? 0) {
      if (current === rootPid) {
        return true;
      }
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) {
    if (isUnder(pid)) {
      ticks += stat.ticks;
    }
  }
  return ticks * MICROS_PER_TICK;
}
