import { parseArgs } from 'node:util';

/** Each option of a command takes a string value. */
export type StringOptions<Name extends string> = Record<Name, string | undefined>;

/** Prints what is wrong and the usage, then exits 1. */
export function failWithUsage(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

/**
 * A command's `--name value` options (all strings), with `--help` printing the usage and exiting;
 * an unknown option or a missing required one prints the usage and exits 1.
 */
export function parseCommandArgs<Name extends string>(usage: string, names: readonly Name[], required: readonly Name[] = []): StringOptions<Name> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      options: { ...Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])), help: { type: 'boolean', short: 'h' } },
      strict: true,
    }).values;
  } catch (error) {
    failWithUsage(usage, (error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const missing = required.filter((name) => !values[name]);
  if (missing.length > 0) {
    failWithUsage(usage, `Missing: ${missing.map((name) => `--${name}`).join(', ')}`);
  }
  return values as StringOptions<Name>;
}
