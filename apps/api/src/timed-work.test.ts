import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { TIMED_WORK, timedWorkQueue } from './timed-work';

// Issue 30 item 3 (ADR 146): timed work is one list, which the settings, the worker's crontab and
// the development clock read.
describe('the timed work list', () => {
  it('names each task and setting once', () => {
    const tasks = TIMED_WORK.map((work) => work.task);
    const settings = TIMED_WORK.map((work) => work.setting);
    expect(new Set(tasks).size).toBe(tasks.length);
    expect(new Set(settings).size).toBe(settings.length);
  });

  it('gives each task a schedule setting with the list’s default, which a bad pattern fails', () => {
    const env = parseEnv({});
    for (const work of TIMED_WORK) {
      expect(env[work.setting], work.setting).toBe(work.schedule);
      expect(parseEnv({ [work.setting]: '0 4 * * *' })[work.setting]).toBe('0 4 * * *');
      expect(() => parseEnv({ [work.setting]: 'every day' }), work.setting).toThrow(new RegExp(`${work.setting}: must be a five-field cron pattern`));
    }
  });

  it('runs the work that reads the app’s date when the development clock moves, and settles checkouts at start', () => {
    expect(TIMED_WORK.filter((work) => 'followsDevClock' in work).map((work) => work.task)).toEqual(['renewals-pass', 'advance-shipments']);
    expect(TIMED_WORK.filter((work) => 'runsAtStart' in work).map((work) => work.task)).toEqual(['reconcile-checkouts']);
    expect([timedWorkQueue('audit-verify'), timedWorkQueue('audit-checkpoint')]).toEqual(['audit-chain', 'audit-chain']);
  });

  it('is documented: the README’s settings table names every schedule setting with its default', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const work of TIMED_WORK) {
      expect(readme, work.setting).toContain(`| \`${work.setting}\` | \`${work.schedule}\` |`);
    }
  });
});
