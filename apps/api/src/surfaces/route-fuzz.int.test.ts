import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../test/kits/photo-test-kit';
import { buildTestApp } from '../test/build-test-app';
import { fieldHints, typicalFields } from '../test/field-hints';
import { patientWithObjects, type PatientObjects } from '../test/patient-with-objects';
import {
  requestArb,
  sampleRequest,
  sendRequest,
  withNulInEachString,
  type RouteRequest,
} from '../test/route-requests';
import { isMutating, urlOf, walkRoutes, type WalkedRoute } from '../test/route-walk';
import type { FieldHints } from '../test/schema-fuzz';
import { STAFF_ROLES, type StaffRole, US_STATE_CODES } from '@app/domain/constants';
import { createTestStaff } from '../test/kits/staff-test-kit';
import { signInAs } from '../test/staff-session';
import { TestClient, type TestResponse } from '../test/test-client';

// Issue 8, item 6: every route of the route table gets requests generated from its own schemas
// (test/schema-fuzz.ts), well-formed and broken, plus raw bodies of the wrong kind, from a
// signed-in patient with a valid CSRF token, and must answer below 500 to each. A failure prints
// the route, the request and the seed; FUZZ_SEED is fixed so a run is the same on every machine
// (change it locally to explore further).

const FUZZ_SEED = 20261123;
const RUNS_PER_ROUTE = 20;

const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-route-fuzz-'));
const t = await buildTestApp({ DATA_DIR: dataDir });
const routes = walkRoutes(t.app);
const file = await smallPng();
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let patient: PatientObjects;
let hints: FieldHints;
const staff = new Map<StaffRole, number>();
beforeAll(async () => {
  patient = await patientWithObjects(t, { firstname: 'Fuzz', lastname: 'Tester' });
  hints = fieldHints(patient);
  for (const role of STAFF_ROLES) {
    staff.set(role, (await createTestStaff(t, role, { states: US_STATE_CODES })).id);
  }
});

/** The staff role a route serves, if any: its handlers are only reached by that role's session. */
function staffRoleOf(route: WalkedRoute): StaffRole | undefined {
  const audience = route.audience;
  if (audience === 'staff' || audience === 'staff-visitor') {
    return 'provider';
  }
  return STAFF_ROLES.find((role) => role === audience);
}

/**
 * A session of its own with a CSRF token (a fuzzed log-out ends only this one): the patient, or on
 * a care-team route a staff member of its role, licensed everywhere, so the fuzz reaches the handler.
 */
async function signedInClient(route: WalkedRoute): Promise<TestClient> {
  const client = new TestClient(t.app);
  const role = staffRoleOf(route);
  await signInAs(t, client, role ? { role, staffId: staff.get(role) ?? 0 } : { role: 'patient', patientId: patient.patientId });
  await client.get('/api/auth/csrf');
  return client;
}

/** Each route its own seed, so adding a route leaves the others' requests as they were. */
function seedOf(key: string): number {
  let hash = FUZZ_SEED;
  for (const character of key) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619) | 0;
  }
  return hash;
}

const shorten = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

function describeRequest(route: WalkedRoute, request: RouteRequest): string {
  const body = request.form
    ? `form ${JSON.stringify(request.form.fields)} with ${request.form.file?.length ?? 'no'} file bytes`
    : JSON.stringify(request.body);
  return `${route.method} ${shorten(urlOf(route, request.params, request.query))} body ${shorten(body ?? '(none)')}`;
}

function expectBelow500(response: TestResponse, what: string): void {
  if (response.status >= 500) {
    throw new Error(`${response.status} for ${what}: ${shorten(JSON.stringify(response.body))}`);
  }
}

/** Bodies no schema describes: broken JSON, other media types, a multipart body without its boundary. */
const RAW_BODIES: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"unterminated": ' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'text/plain', payload: 'not json at all' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { contentType: 'multipart/form-data', payload: 'no boundary was declared' },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nnot a part header\r\n--xyz--',
  },
];

/** The random requests of the route's seed: the first failure, shrunk, with its seed and path. */
async function randomFailures(client: TestClient, route: WalkedRoute): Promise<string[]> {
  const property = fc.asyncProperty(
    requestArb(route, { mode: 'fuzzed', hints, file }),
    async (request) => {
      expectBelow500(await sendRequest(client, route, request), describeRequest(route, request));
    },
  );
  const run = await fc.check(property, { seed: seedOf(route.key), numRuns: RUNS_PER_ROUTE });
  const error =
    run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
  return run.failed ? [`seed ${run.seed}, path ${run.counterexamplePath}: ${error}`] : [];
}

/** The typical request with U+0000 in each of its strings in turn (`withNulInEachString`). */
async function nulFailures(
  client: TestClient,
  route: WalkedRoute,
  typical: RouteRequest,
): Promise<string[]> {
  const failures: string[] = [];
  for (const request of withNulInEachString(typical)) {
    const response = await sendRequest(client, route, request);
    if (response.status >= 500) {
      failures.push(`${response.status} for ${describeRequest(route, request)}`);
    }
  }
  return failures;
}

async function rawBodyFailures(
  client: TestClient,
  route: WalkedRoute,
  typical: RouteRequest,
): Promise<string[]> {
  const url = urlOf(route, typical.params);
  const failures: string[] = [];
  for (const { contentType, payload } of RAW_BODIES) {
    const response = await client.request(route.method, url, payload, {
      headers: { 'content-type': contentType },
    });
    if (response.status >= 500) {
      failures.push(
        `${response.status} for ${route.method} ${url} with ${contentType}: ${JSON.stringify(payload)}`,
      );
    }
  }
  return failures;
}

describe('a fuzzed request from a signed-in patient (or the staff member a care-team route serves)', () => {
  it.each(routes.map((route) => [route.key, route] as const))(
    '%s answers below 500',
    async (_key, route) => {
      const client = await signedInClient(route);
      const typical = sampleRequest(route, { file, fixed: typicalFields(patient) });
      const failures = [
        ...(await randomFailures(client, route)),
        ...(await nulFailures(client, route, typical)),
        ...(isMutating(route.method) ? await rawBodyFailures(client, route, typical) : []),
      ];
      expect(failures).toEqual([]);
    },
  );
});

// A visitor's requests take other paths (an anonymous survey draft is kept in the session row), so
// the U+0000 sweep runs once more without an account on the routes that serve visitors.
describe('U+0000 in a request from an anonymous visitor', () => {
  const open = routes.filter(
    (route) => route.audience === 'public' || route.audience === 'visitor',
  );
  it.each(open.map((route) => [route.key, route] as const))(
    '%s answers below 500',
    async (_key, route) => {
      const typical = sampleRequest(route, { file, fixed: typicalFields(patient) });
      expect(await nulFailures(new TestClient(t.app), route, typical)).toEqual([]);
    },
  );
});
