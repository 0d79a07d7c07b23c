import pg from 'pg';

/**
 * Counts the statements sent to PostgreSQL while `work` runs, from any pool of this process: each
 * `query` call on a client is one round trip. For tests that hold a route to a budget of round
 * trips; run nothing else concurrently.
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    queries.push(typeof config === 'string' ? config : String((config as { text?: unknown } | undefined)?.text ?? ''));
    return (original as (...callArgs: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await work(), queries };
  } finally {
    pg.Client.prototype.query = original;
  }
}
