import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** The process's database pool, read at each scrape: its connections, the idle ones, and the callers waiting for one. */
export function registerPoolMetrics(registry: Registry, pool: pg.Pool): void {
  const figures = [
    ['teleskin_db_pool_connections', 'Connections the database pool holds.', () => pool.totalCount],
    [
      'teleskin_db_pool_idle_connections',
      'Connections of the pool that are idle.',
      () => pool.idleCount,
    ],
    [
      'teleskin_db_pool_waiting_clients',
      'Queries waiting for a connection of the pool.',
      () => pool.waitingCount,
    ],
  ] as const;
  for (const [name, help, read] of figures) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}
