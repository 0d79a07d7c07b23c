// What `npm run bench -- --large` (scripts/bench-large.mjs, through tsx) takes from the app's
// TypeScript: the hot paths, their subjects, a client for a real server, the volume and the plan
// checks. One list, one seed, one reading of plans for the bench and the integration test.
export { okBody } from './hot-path-client';
export type { HotPathClient, HotPathDeps } from './hot-path-client';
export { FetchClient } from './fetch-client';
export { signInDemoStaff } from './demo-staff-sign-in';
export { markSessionsSeen, setUpSubjects } from './hot-path-subjects';
export { HOT_PATHS } from './hot-paths';
export { describePlan, growthBeyond, planNodes, rowsExamined, rowsReturned } from './plan-checks';
export { seedVolume } from '../volume/seed-volume';
export { activationBody, patientReadyToPay } from './hot-path-subjects';
