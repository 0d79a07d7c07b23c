// CPU time a process has used, read from /proc: on a machine shared with other work, the CPU a
// request costs the server moves far less than the requests a second it reaches.
import { readdirSync, readFileSync } from 'node:fs';

const MICROS_PER_TICK = 10_000; // USER_HZ is 100 on Linux

function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** Microseconds of CPU process `pid` has used so far (user and system). */
export function cpuMicros(pid) {
  return (statOf(pid)?.ticks ?? 0) * MICROS_PER_TICK;
}

/** The process under `rootPid` with `argument` among its arguments (the app's node under `npm start`, not the shell). */
export function descendantRunning(rootPid, argument) {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let pid = Number(entry);
    const isUnder = () => {
      for (let current = pid; current > 1; current = statOf(current)?.ppid ?? 0) {
        if (current === rootPid) {
          return true;
        }
      }
      return false;
    };
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(argument) && isUnder()) {
        return pid;
      }
    } catch {
      pid = 0; // gone meanwhile
    }
  }
  throw new Error(`no process running ${argument} under ${rootPid}`);
}
