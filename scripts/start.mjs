// `npm start`: build what changed, then run the API (which serves the web app) in this process,
// so Ctrl-C reaches one Node process and the embedded PostgreSQL it started.
import { buildAll } from './build.mjs';

await buildAll();
await import('../apps/api/dist/server.js');
