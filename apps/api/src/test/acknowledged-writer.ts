// Run as its own process by embedded-postgres-lifetime.int.test.ts, which kills it mid-write:
// starts the embedded database on the data folder given as the argument, then inserts rows one at
// a time for ever, printing each id once PostgreSQL has acknowledged its commit. On SIGTERM it
// stops as the app does: the database is still its own to use until it stops the server itself.
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

const dataDir = process.argv[2];
if (!dataDir) {
  throw new Error('usage: acknowledged-writer <data-dir>');
}
const database = await startEmbeddedPostgres(dataDir);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query('create table if not exists acknowledged_writes (id integer primary key)');
const { rows } = await client.query<{ next: number }>(
  'select coalesce(max(id), 0) + 1 as next from acknowledged_writes',
);
let isStopping = false;
process.on('SIGTERM', () => {
  isStopping = true;
});
for (let id = rows[0]?.next ?? 1; !isStopping; id += 1) {
  await client.query('insert into acknowledged_writes (id) values ($1)', [id]);
  process.stdout.write(`${id}\n`);
}
const { rows: counted } = await client.query<{ count: string }>('select count(*) from acknowledged_writes');
process.stderr.write(`stopped in order after ${counted[0]?.count} writes\n`);
await client.end();
await database.stop();
process.exit(0);
