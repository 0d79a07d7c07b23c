import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { US_STATE_CODES } from '@app/domain/constants';
import { appointmentTimeSlots, providerLicences, providers } from '../../db/schema/index';
import { findApiRoot } from '../../db/api-root';
import { DEMO_PROVIDERS, seedDemoSchedule } from '../../seed/demo-schedule';
import { suiteTestApp } from '../../test/suite-test-app';
import { addProviderAvailability, AvailabilityInputError } from './availability.service';
import { licensedStatesOf } from './provider-licences.service';

const t = suiteTestApp();

const slotCount = async (providerId?: number) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(appointmentTimeSlots)
      .where(providerId === undefined ? undefined : eq(appointmentTimeSlots.providerId, providerId))
  )[0]?.n ?? 0;

const input = {
  providerName: 'Dr. Command Line',
  from: '2027-06-07',
  to: '2027-06-11',
  start: '09:00',
  end: '17:00',
  timeZone: 'America/Chicago',
  licensedStates: ['IL', 'WI'],
};

describe('addProviderAvailability', () => {
  it('creates the provider with their licences and 32 slots a day, and adds nothing twice', async () => {
    const first = await addProviderAvailability(t.handle.db, input);
    expect(first).toMatchObject({ isNewProvider: true, created: 5 * 32, licencesAdded: 2 });
    expect(await licensedStatesOf(t.handle.db, first.providerId)).toEqual(['IL', 'WI']);
    const again = await addProviderAvailability(t.handle.db, {
      ...input,
      providerName: 'dr. command line',
      languages: ['en', 'es'],
      licensedStates: ['TX'],
    });
    // A provider with licences keeps them: operators change them (ADR 115).
    expect(again).toEqual({ providerId: first.providerId, isNewProvider: false, created: 0, licencesAdded: 0 });
    expect(await licensedStatesOf(t.handle.db, first.providerId)).toEqual(['IL', 'WI']);
    const [row] = await t.handle.db
      .select()
      .from(providers)
      .where(eq(providers.id, first.providerId));
    expect(row!.languages).toEqual(['en', 'es']);
    expect(await slotCount(first.providerId)).toBe(160);
  });

  it('refuses bad input with every problem listed', async () => {
    const attempt = addProviderAvailability(t.handle.db, {
      ...input,
      from: '2027-06-11',
      to: '2027-06-07',
      start: '09:10',
      timeZone: 'Mars/Base',
      languages: ['xx'],
      licensedStates: ['CA', 'ZZ'],
    });
    await expect(attempt).rejects.toBeInstanceOf(AvailabilityInputError);
    await expect(attempt).rejects.toThrow(
      /--to must be on or after --from[\s\S]*quarter hour[\s\S]*--tz[\s\S]*unknown: xx[\s\S]*--states[\s\S]*unknown: ZZ/,
    );
  });

  it('refuses a new provider without their licensed states, and creates nothing', async () => {
    const { licensedStates: _omitted, ...unlicensed } = input;
    const attempt = addProviderAvailability(t.handle.db, { ...unlicensed, providerName: 'Dr. Nowhere' });
    await expect(attempt).rejects.toThrow(/--states is required for a new provider/);
    expect(await t.handle.db.select().from(providers).where(eq(providers.name, 'Dr. Nowhere'))).toEqual([]);
  });
});

describe('seedDemoSchedule', () => {
  it('is idempotent and tops the schedule up when the app starts again days later', async () => {
    const start = new Date('2027-08-02T12:00:00Z'); // a Monday
    const before = await slotCount();
    await seedDemoSchedule(t.handle.db, start);
    const afterFirst = await slotCount();
    // Two weeks of weekdays, 09:00–17:00, for each demo provider.
    expect(afterFirst - before).toBe(10 * 32 * DEMO_PROVIDERS.length);
    await seedDemoSchedule(t.handle.db, start);
    expect(await slotCount()).toBe(afterFirst);
    await seedDemoSchedule(t.handle.db, new Date('2027-08-09T12:00:00Z'));
    // A week later: five more weekdays per provider; the earlier slots are still there.
    expect(await slotCount()).toBe(afterFirst + 5 * 32 * DEMO_PROVIDERS.length);
  });

  it('licenses three demo providers everywhere and one in the West, and licenses a demo provider left without licences', async () => {
    await seedDemoSchedule(t.handle.db, new Date('2027-08-02T12:00:00Z'));
    const [okafor, , , fischer] = await Promise.all(
      DEMO_PROVIDERS.map(async (demo) => (await t.handle.db.select().from(providers).where(eq(providers.name, demo.name)))[0]!),
    );
    expect(await licensedStatesOf(t.handle.db, okafor!.id)).toEqual([...US_STATE_CODES].sort());
    expect(await licensedStatesOf(t.handle.db, fischer!.id)).toEqual(['AK', 'AZ', 'CA', 'HI', 'NV', 'OR', 'WA']);
    // A provider made after migration 0016 by an older seed has none: the next start licenses them.
    await t.handle.db.delete(providerLicences).where(eq(providerLicences.providerId, fischer!.id));
    await seedDemoSchedule(t.handle.db, new Date('2027-08-02T12:00:00Z'));
    expect(await licensedStatesOf(t.handle.db, fischer!.id)).toEqual(['AK', 'AZ', 'CA', 'HI', 'NV', 'OR', 'WA']);
  });
});

describe('npm run schedule:add', () => {
  const run = (args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/add-availability.ts', ...args],
      {
        cwd: findApiRoot(),
        env: {
          // eslint-disable-next-line no-restricted-properties -- the command runs as its own process, as an operator would run it
          ...process.env,
          DATABASE_URL: String(t.handle.pool.options.connectionString),
          NODE_ENV: 'development',
        },
      },
    );

  it('adds availability from the command line', async () => {
    const { stdout } = await run([
      '--provider',
      'Dr. Shell',
      '--from',
      '2027-09-01',
      '--to',
      '2027-09-02',
      '--start',
      '09:00',
      '--end',
      '10:00',
      '--tz',
      'America/New_York',
      '--languages',
      'en,es',
      '--states',
      'ny, nj',
    ]);
    expect(stdout).toContain('8 new slots for Dr. Shell (new provider)');
    expect(stdout).toContain('licensed in 2 states');
    const [row] = await t.handle.db.select().from(providers).where(eq(providers.name, 'Dr. Shell'));
    expect(row!.languages).toEqual(['en', 'es']);
    expect(await licensedStatesOf(t.handle.db, row!.id)).toEqual(['NJ', 'NY']);
  });

  it('licenses a new provider in every state with --states all, and refuses one without --states', async () => {
    const hours = ['--from', '2027-09-01', '--to', '2027-09-01', '--start', '09:00', '--end', '09:15', '--tz', 'America/New_York'];
    const { stdout } = await run(['--provider', 'Dr. Everywhere', ...hours, '--states', 'all']);
    expect(stdout).toContain(`licensed in ${US_STATE_CODES.length} states`);
    const failure = await run(['--provider', 'Dr. Unlicensed', ...hours]).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('--states is required for a new provider');
  });

  it('explains what is wrong and exits with 1', async () => {
    const failure = await run(['--provider', 'Dr. Shell', '--from', '2027-09-01']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('Missing: --to, --start, --end, --tz');
  });
});
