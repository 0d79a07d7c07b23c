// The yardstick of `npm run bench -- --large`: a bare Fastify server whose one route runs `SELECT 1`
// through a pg Pool of the app's size, on the app's database. Started as a child of the bench (its
// own process, as the app is), so the two are measured the same way in the same run.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The database stops before this server does (the bench restarts the app): that is no failure.
pool.on('error', () => undefined);
// STATEMENTS (default 1) sends that many `SELECT 1`s one after another per request: what one
// more round trip to PostgreSQL costs on this machine (`npm run bench -- --round-trips`).
const statements = Number(process.env.STATEMENTS ?? 1);
const app = Fastify();
app.get('/', async () => {
  let result;
  for (let sent = 0; sent < statements; sent += 1) {
    result = await pool.query('SELECT 1 AS one');
  }
  return result.rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
});
