import pg from 'pg';

/** A statement as it went to PostgreSQL: its text, parameter values and prepared statement name. */
export interface CapturedQuery {
  text: string;
  values: readonly unknown[];
  /** The name of a named prepared statement (db/prepared.ts); undefined for an unnamed one. */
  name: string | undefined;
}

type QueryConfigLike = { text?: unknown; values?: unknown; name?: unknown } | undefined;

function capturedOf(args: unknown[]): CapturedQuery {
  const [config, values] = args;
  if (typeof config === 'string') {
    return { text: config, values: Array.isArray(values) ? values : [], name: undefined };
  }
  const given = config as QueryConfigLike;
  const configValues = Array.isArray(values) ? values : given?.values;
  return {
    text: String(given?.text ?? ''),
    values: Array.isArray(configValues) ? configValues : [],
    name: typeof given?.name === 'string' ? given.name : undefined,
  };
}

/**
 * Captures the statements sent to PostgreSQL while `work` runs, from any pool of this process:
 * each `query` call on a client is one round trip. Run nothing else concurrently.
 */
export async function captureQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: CapturedQuery[] }> {
  const queries: CapturedQuery[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function capturedQuery(this: pg.Client, ...args: unknown[]) {
    queries.push(capturedOf(args));
    return (original as (...callArgs: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await work(), queries };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** The texts of the statements `work` sends: for tests that hold a route to a budget of round trips. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const { result, queries } = await captureQueries(work);
  return { result, queries: queries.map((query) => query.text) };
}
