// `npm run schedule:add -- --provider "Name" --from 2026-12-01 --to 2026-12-05 --start 09:00
// --end 17:00 --tz America/New_York --states CA,NY|all [--languages en,es]`: adds a provider's
// consultation slots.
import { parseArgs } from 'node:util';
import { US_STATE_CODES } from '@app/domain/constants';
import { parseEnv } from '../env';
import { addProviderAvailability, AvailabilityInputError } from '../modules/scheduling';
import { openCliDatabase } from './cli-database';

const USAGE = `Usage: npm run schedule:add -- --provider "Name" --from YYYY-MM-DD --to YYYY-MM-DD \\
         --start HH:MM --end HH:MM --tz Area/City [--states CA,NY|all] [--languages en,es]

Adds 15-minute consultation slots for the provider (created when the name is new) on every day
from --from to --to, between --start and --end in the time zone --tz. Slots that exist already
are kept. --states (required for a new provider, no default) lists the states they are licensed
in, or all; patients are offered only slots of providers licensed in their state. A provider who
holds licences keeps them: operators change them in the operator console. --languages replaces
the provider's languages (a new provider speaks English).
Uses DATABASE_URL, or the embedded database in DATA_DIR (default .data), like npm start.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      provider: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      tz: { type: 'string' },
      languages: { type: 'string' },
      states: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const missing = (['provider', 'from', 'to', 'start', 'end', 'tz'] as const).filter(
  (name) => !args[name],
);
if (missing.length > 0) {
  fail(`Missing: ${missing.map((name) => `--${name}`).join(', ')}`);
}

// eslint-disable-next-line no-restricted-properties -- an entry point, like server.ts: reads settings once
const env = parseEnv(process.env);
const licensedStates =
  args.states === undefined
    ? undefined
    : args.states.trim().toLowerCase() === 'all'
      ? US_STATE_CODES
      : args.states
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean);
const log = (message: string) => console.log(`[schedule:add] ${message}`);
const database = await openCliDatabase(env, log);
try {
  const result = await addProviderAvailability(database.handle.db, {
    providerName: args.provider ?? '',
    from: args.from ?? '',
    to: args.to ?? '',
    start: args.start ?? '',
    end: args.end ?? '',
    timeZone: args.tz ?? '',
    languages: args.languages
      ?.split(',')
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean),
    licensedStates,
  });
  log(
    `${result.created} new slot${result.created === 1 ? '' : 's'} for ${args.provider?.trim()}` +
      `${result.isNewProvider ? ' (new provider)' : ''}, ${args.from} to ${args.to}, ${args.start}–${args.end} ${args.tz}`,
  );
  if (result.licencesAdded > 0) {
    log(`licensed in ${result.licencesAdded} state${result.licencesAdded === 1 ? '' : 's'}`);
  } else if (licensedStates !== undefined) {
    log('--states left alone: the provider holds licences already (operators change them in the operator console)');
  }
} catch (error) {
  await database.close();
  if (error instanceof AvailabilityInputError) {
    fail(error.message);
  }
  throw error;
}
await database.close();
