import type pg from 'pg';

/** The audit action that marks a database as seeded (the seed refuses a second run, ADR 124). */
export const VOLUME_SEED_ACTION = 'volume.seed';

/** Whether the database was seeded before: its audit trail holds the seed's mark. */
export async function hasSeededVolume(client: pg.ClientBase): Promise<boolean> {
  const result = await client.query('select 1 from audit_events where action = $1 and actor_role = $2 limit 1', [VOLUME_SEED_ACTION, 'system']);
  return (result.rowCount ?? 0) > 0;
}
