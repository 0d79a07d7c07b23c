// The yardstick of `npm run bench -- --large`: a bare Fastify server whose one route runs `SELECT 1`
// through a pg Pool of the app's size, on the app's database. Started as a child of the bench (its
// own process, as the app is), so the two are measured the same way in the same run.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The database stops before this server does (the bench restarts the app): that is no failure.
pool.on('error', () => undefined);
const app = Fastify();
app.get('/', async () => {
  const { rows } = await pool.query('SELECT 1 AS one');
  return rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
});
