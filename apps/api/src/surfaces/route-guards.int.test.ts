import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type PrincipalRole } from '@app/domain/constants';
import { smallPng } from '../test/kits/photo-test-kit';
import { patientWithVisit } from '../test/kits/scheduling-test-kit';
import { buildTestApp } from '../test/build-test-app';
import { typicalFields } from '../test/field-hints';
import { ROUTE_EXCEPTIONS } from '../test/route-exceptions';
import { sampleRequest, sendRequest } from '../test/route-requests';
import { isMutating, walkRoutes, type WalkedRoute } from '../test/route-walk';
import { createTestStaff } from '../test/kits/staff-test-kit';
import { signInAs } from '../test/staff-session';
import { TestClient, type TestResponse } from '../test/test-client';
import type { Audience } from '../http/audience';

// Issue 8, item 6: every route of the route table (not a hand-written list) against the guards of
// ADR 082. A new route is covered the day it is registered; one that needs special treatment says
// so in test/route-exceptions.ts. The fuzz of the same routes is in route-fuzz.int.test.ts.

const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-route-guards-'));
const t = await buildTestApp({ DATA_DIR: dataDir, REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
const routes = walkRoutes(t.app);
const file = await smallPng();
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Caller = 'anonymous' | PrincipalRole;

/** What the guard of an audience answers a caller (ADR 082's table), written apart from audience.ts. */
function guardAnswer(audience: Audience, caller: Caller): 401 | 403 | 'passes' {
  if (audience === 'public') {
    return 'passes';
  }
  if (caller === 'anonymous') {
    return audience === 'visitor' || audience === 'staff-visitor' ? 'passes' : 401;
  }
  if (audience === 'visitor') {
    return caller === 'patient' ? 'passes' : 403;
  }
  if (audience === 'staff' || audience === 'staff-visitor') {
    return caller === 'patient' ? 403 : 'passes';
  }
  return caller === audience ? 'passes' : 403;
}

/** A request that fits the route's schemas, so a guard that lets it pass hands it to the handler. */
const sampleOf = (route: WalkedRoute) => sampleRequest(route, { file, fixed: typicalFields() });

function expectGuard(route: WalkedRoute, caller: Caller, response: TestResponse): void {
  if (route.audience === undefined) {
    throw new Error(
      `${route.key} is registered outside every surface and not in test/route-exceptions.ts`,
    );
  }
  const expected = guardAnswer(route.audience, caller);
  if (expected !== 'passes') {
    expect(response.status, `${caller} on ${route.key}`).toBe(expected);
    expect(response.body.code).toBe(expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    return;
  }
  const refused =
    caller === 'anonymous' && route.exception?.isAccountNeededForSomeInputs ? [403] : [401, 403];
  expect(
    refused,
    `${caller} on ${route.key} answered ${response.status} ${JSON.stringify(response.body)}`,
  ).not.toContain(response.status);
  expect(response.status, `${caller} on ${route.key}`).toBeLessThan(500);
}

describe('the route table', () => {
  it('puts every route in a surface, or in the exceptions table with its audience and reason', () => {
    const outside = routes
      .filter((route) => route.audience === undefined)
      .map((route) => route.key);
    expect(outside).toEqual([]);
  });

  it('lists in the exceptions table only routes that exist', () => {
    const keys = new Set(routes.map((route) => route.key));
    expect(Object.keys(ROUTE_EXCEPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('an anonymous visitor', () => {
  it.each(routes.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    // A fresh client still sends a valid CSRF token on mutating calls: the guard is what is tested.
    expectGuard(
      route,
      'anonymous',
      await sendRequest(new TestClient(t.app), route, sampleOf(route)),
    );
  });
});

// Every signed-in role on every route but its own: staff on the patient site (403), and a patient
// on the public and visitor routes (served) and on staff routes once there are any (403).
const ROLES: readonly PrincipalRole[] = ['patient', ...STAFF_ROLES];
let patientId: number;
const staffIds = new Map<PrincipalRole, number>();
beforeAll(async () => {
  const { client } = await patientWithVisit(t);
  patientId = (await client.get('/api/patient')).body.data.id;
  for (const role of STAFF_ROLES) {
    staffIds.set(role, (await createTestStaff(t, role, { states: ['CA'] })).id);
  }
});

describe.each(ROLES)('signed in as a %s', (role) => {
  const others = routes.filter((route) => route.audience !== role);
  it.each(others.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    const client = new TestClient(t.app);
    await signInAs(t, client, role === 'patient' ? { role, patientId } : { role, staffId: staffIds.get(role) ?? 0 });
    expectGuard(route, role, await sendRequest(client, route, sampleOf(route)));
  });
});

describe('a mutating call without the CSRF header, from a signed-in patient', () => {
  const mutating = routes.filter((route) => isMutating(route.method));
  let patient: TestClient;
  beforeAll(async () => {
    patient = (await patientWithVisit(t)).client;
    await patient.get('/api/auth/csrf');
  });

  it.each(mutating.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    const response = await sendRequest(patient, route, sampleOf(route), { csrf: false });
    expect(response.status).toBe(419);
    expect(response.body.code).toBe('CSRF_MISMATCH');
  });
});

describe("a mutating call with the other brand's CSRF token, from a signed-in patient", () => {
  const mutating = routes.filter((route) => isMutating(route.method));
  let patient: TestClient;
  beforeAll(async () => {
    patient = (await patientWithVisit(t)).client;
    // A genuine token, issued on the agency brand's host, sent as cookie and header on the main one.
    const agency = new TestClient(t.app, 'agency.localhost:3000');
    await agency.get('/api/auth/csrf');
    patient.setCookie('XSRF-TOKEN', agency.cookie('XSRF-TOKEN'));
  });

  it.each(mutating.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    const response = await sendRequest(patient, route, sampleOf(route));
    expect(response.status).toBe(419);
    expect(response.body.code).toBe('CSRF_MISMATCH');
  });
});
