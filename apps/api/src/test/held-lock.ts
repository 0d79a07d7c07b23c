import pg from 'pg';

/**
 * Takes a lock (`statement`, e.g. `lock table … in access exclusive mode`) in a transaction of its
 * own and holds it until released: a test stops a real process at a chosen point with it, so
 * nothing in the app knows it is being tested.
 */
export async function holdLock(databaseUrl: string, statement: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(statement);
  return {
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}
