// `npm run worker`: build the API if it changed, then run the job worker in this process
// (docs/operations.md). The API runs the jobs too unless it is started with JOBS_IN_API=false.
import { buildApi } from './build.mjs';

await buildApi();
await import('../apps/api/dist/worker.js');
