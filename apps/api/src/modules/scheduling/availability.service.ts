import { isConsultationLanguage, CONSULTATION_WINDOW_MINUTES, DEFAULT_CONSULTATION_LANGUAGE, NAME_MAX_LENGTH, isUsStateCode } from '@app/domain/constants';
import { lastLocalSlotStart, localSlotStarts, parseCalendarDay, parseClockTime, isSupportedTimeZone } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import {
  deleteUnbookedSlotsBefore,
  findLatestSlotStart,
  findProviderByName,
  insertLicencesIfNone,
  insertProvider,
  insertSlots,
  updateProviderLanguages,
} from './providers.repository';

/** The longest range one command may add, so a typo in a year does not insert a decade. */
export const MAX_AVAILABILITY_DAYS = 366;
const DAY_MS = 86_400_000;

/** Availability as an operator types it (`npm run schedule:add`) or the demo seed states it. */
export interface AvailabilityInput {
  providerName: string;
  /** `YYYY-MM-DD`, inclusive, in the provider's zone. */
  from: string;
  to: string;
  /** `HH:MM` local; the last slot ends at `end`. */
  start: string;
  end: string;
  timeZone: string;
  /** Replaces the provider's languages when given; a new provider speaks English otherwise. */
  languages?: readonly string[];
  /** Days of the week, 0 = Sunday; every day when absent. */
  weekdays?: readonly number[];
  /**
   * The states the provider is licensed in (ADR 115), required for a new provider. They apply
   * only to a provider who holds no licence yet: operators change an existing provider's.
   */
  licensedStates?: readonly string[];
}

export interface AvailabilityResult {
  providerId: number;
  isNewProvider: boolean;
  /** Slots added; slots the provider already had are not counted. */
  created: number;
  /** Licences added: 0 when the provider held some already (theirs are kept). */
  licencesAdded: number;
}

/** Bad availability input; the message lists every problem, one per line. */
export class AvailabilityInputError extends Error {}

function checkInput(input: AvailabilityInput) {
  const problems: string[] = [];
  const name = input.providerName.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    problems.push(`--provider must be a name of 1 to ${NAME_MAX_LENGTH} characters`);
  }
  const from = parseCalendarDay(input.from);
  const to = parseCalendarDay(input.to);
  if (!from || !to) {
    problems.push('--from and --to must be dates as YYYY-MM-DD');
  } else {
    const days =
      (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
        DAY_MS +
      1;
    if (days < 1 || days > MAX_AVAILABILITY_DAYS) {
      problems.push(
        `--to must be on or after --from, at most ${MAX_AVAILABILITY_DAYS} days in all`,
      );
    }
  }
  const startMinute = parseClockTime(input.start);
  const endMinute = parseClockTime(input.end);
  if (startMinute === undefined || endMinute === undefined) {
    problems.push('--start and --end must be times as HH:MM (24-hour clock)');
  } else if (
    startMinute % CONSULTATION_WINDOW_MINUTES !== 0 ||
    endMinute % CONSULTATION_WINDOW_MINUTES !== 0
  ) {
    problems.push(
      `--start and --end must be on a quarter hour (slots last ${CONSULTATION_WINDOW_MINUTES} minutes)`,
    );
  } else if (endMinute - startMinute < CONSULTATION_WINDOW_MINUTES) {
    problems.push(`--end must be at least ${CONSULTATION_WINDOW_MINUTES} minutes after --start`);
  }
  if (!isSupportedTimeZone(input.timeZone)) {
    problems.push('--tz must be an IANA time zone, such as America/New_York');
  }
  const unknown = (input.languages ?? []).filter((code) => !isConsultationLanguage(code));
  if (unknown.length > 0 || (input.languages !== undefined && input.languages.length === 0)) {
    problems.push(
      `--languages must list known language codes (unknown: ${unknown.join(', ') || 'none given'})`,
    );
  }
  const badStates = (input.licensedStates ?? []).filter((code) => !isUsStateCode(code));
  if (badStates.length > 0 || (input.licensedStates !== undefined && input.licensedStates.length === 0)) {
    problems.push(`--states must list state codes such as CA,NY, or be all (unknown: ${badStates.join(', ') || 'none given'})`);
  }
  if (problems.length > 0 || !from || !to || startMinute === undefined || endMinute === undefined) {
    throw new AvailabilityInputError(problems.join('\n'));
  }
  return { name, from, to, startMinute, endMinute };
}

/**
 * Adds a provider's 15-minute slots over a date range in their working hours, creating the
 * provider, licensed in `licensedStates`, when the name is new. Running it again adds nothing twice (one slot per provider and
 * start). With `isTopUp`, nothing is written while the provider's latest slot already reaches the
 * range's last start: the demo seed runs this on every boot and should cost one query then.
 */
export async function addProviderAvailability(
  db: Db,
  input: AvailabilityInput,
  options: { isTopUp?: boolean } = {},
): Promise<AvailabilityResult> {
  const { name, from, to, startMinute, endMinute } = checkInput(input);
  const hours = {
    from,
    to,
    startMinute,
    endMinute,
    timeZone: input.timeZone,
    weekdays: input.weekdays,
  };
  const languages = input.languages ? [...new Set(input.languages)] : undefined;

  const existing = await findProviderByName(db, name);
  if (!existing && input.licensedStates === undefined) {
    throw new AvailabilityInputError(`--states is required for a new provider: the states ${name} is licensed in, such as CA,NY, or all`);
  }
  if (existing && languages && languages.join() !== existing.languages.join()) {
    await updateProviderLanguages(db, existing.id, languages);
  }
  const provider =
    existing ??
    (await insertProvider(db, { name, languages: languages ?? [DEFAULT_CONSULTATION_LANGUAGE] }));
  const licencesAdded = await insertLicencesIfNone(db, provider.id, [...new Set(input.licensedStates ?? [])]);
  if (options.isTopUp && existing) {
    const [latest, lastStart] = [
      await findLatestSlotStart(db, provider.id),
      lastLocalSlotStart(hours),
    ];
    if (lastStart === undefined || (latest && latest.getTime() >= lastStart)) {
      return { providerId: provider.id, isNewProvider: false, created: 0, licencesAdded };
    }
  }
  const starts = localSlotStarts(hours);
  const created = await insertSlots(
    db,
    provider.id,
    starts.map((start) => new Date(start)),
  );
  return { providerId: provider.id, isNewProvider: !existing, created, licencesAdded };
}

/** Unbooked slots are kept a day after they start (a patient may still be looking at one). */
const PAST_SLOT_RETENTION_MS = 86_400_000;

/** Housekeeping: slots nobody booked are useless once past; each would otherwise stay forever. */
export async function purgePastSlots(db: Db, now = new Date()): Promise<number> {
  return deleteUnbookedSlotsBefore(db, new Date(now.getTime() - PAST_SLOT_RETENTION_MS));
}
