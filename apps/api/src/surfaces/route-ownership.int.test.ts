import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listFiles, smallPng } from '../test/kits/photo-test-kit';
import { patientWithVisit } from '../test/kits/scheduling-test-kit';
import { buildTestApp } from '../test/build-test-app';
import { fingerprintTables } from '../test/database-fingerprint';
import {
  looksLikeObjectField,
  NOT_OBJECT_FIELDS,
  OBJECT_FIELDS,
  typicalFields,
} from '../test/field-hints';
import {
  patientWithObjects,
  withNewObjects,
  type PatientObjects,
} from '../test/patient-with-objects';
import { paramsSchemaOf, sampleRequest, sendRequest } from '../test/route-requests';
import { paramNamesOf, urlOf, walkRoutes, type WalkedRoute } from '../test/route-walk';
import { toJsonSchema } from '../test/schema-fuzz';
import type { TestClient, TestResponse } from '../test/test-client';

// Issue 8, item 6: every patient route that names an object (a path parameter, a query or body
// field of OBJECT_FIELDS), called by another patient with the owner's ids, answers 404, shows
// nothing of the owner and changes nothing, and leaves the refused attempt on the audit trail. The
// routes come from the route table; see route-guards.int.test.ts for the guards themselves.

const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-route-ownership-'));
const t = await buildTestApp({ DATA_DIR: dataDir, REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
const patientRoutes = walkRoutes(t.app).filter((route) => route.audience === 'patient');
const file = await smallPng();
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Bookkeeping a refused request may still write: the caller's own session, counters and analytics;
 * and the audit trail, where the attempt must be (checked apart, ADR 116).
 */
// The audit chains' heads move with every audit row (ADR 133).
const BOOKKEEPING_TABLES = ['sessions', 'rate_limit_counters', 'analytics_events', 'audit_events', 'audit_chains'];

/** The audit rows written after row `afterId`. */
const auditRowsAfter = async (afterId: number) =>
  (await t.handle.pool.query<{ actor_role: string; patient_id: number | null; outcome: string }>('select actor_role, patient_id, outcome from audit_events where id > $1 order by id', [afterId])).rows;
const lastAuditId = async () => (await t.handle.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')).rows[0]?.id ?? 0;

/** Every row of every other table, and the stored files. */
const snapshot = async () => ({
  tables: await fingerprintTables(t.handle.pool, BOOKKEEPING_TABLES),
  files: await listFiles(dataDir),
});

let owner: PatientObjects;
let other: TestClient;
beforeAll(async () => {
  owner = await patientWithObjects(t, { firstname: 'Zebulon', lastname: 'Quackenbush' });
  other = (await patientWithVisit(t)).client;
});

/** The names of the fields of a route's request: path parameters, then top-level query, body and form fields. */
function fieldsOf(route: WalkedRoute): { params: string[]; others: string[] } {
  const formFields = route.exception?.formFields
    ? toJsonSchema(route.exception.formFields)
    : undefined;
  const others = [route.querystring, route.body, formFields].flatMap((schema) =>
    Object.keys(schema?.properties ?? {}),
  );
  return { params: paramNamesOf(route.url), others };
}

/** Fields a reader cannot tell about: a non-enum path parameter or an id-like field in neither table. */
function unclassifiedFields(route: WalkedRoute): string[] {
  const { params, others } = fieldsOf(route);
  const paramSchemas = paramsSchemaOf(route).properties ?? {};
  const isEnum = (name: string) =>
    paramSchemas[name]?.enum !== undefined || paramSchemas[name]?.const !== undefined;
  const isKnown = (name: string) => name in OBJECT_FIELDS || name in NOT_OBJECT_FIELDS;
  return [
    ...params.filter((name) => !isKnown(name) && !isEnum(name)),
    ...others.filter((name) => looksLikeObjectField(name) && !isKnown(name)),
  ];
}

const namesAnObject = (route: WalkedRoute) =>
  Object.values(fieldsOf(route))
    .flat()
    .some((name) => name in OBJECT_FIELDS);

/**
 * The owner's values that appear in a response text, leaving out those the caller sent in the url.
 * Numeric ids are looked for only in an error message: the caller's own data is full of numbers.
 */
function leakedValues(text: string, url: string, { withIds }: { withIds: boolean }): string[] {
  const words = [
    owner.email,
    owner.firstname,
    owner.lastname,
    owner.phone,
    owner.phone.replace(/\D/g, ''),
    owner.visitUuid,
    owner.otherVisitUuid,
    owner.photoLink.signature,
    ...Object.values(owner.guardian),
  ];
  const ids = withIds ? [owner.patientId, owner.photoId, owner.slotId] : [];
  return [
    ...words.filter((word) => !url.includes(word) && text.includes(word)),
    ...ids
      .filter((id) => new RegExp(`(?<![\\w.-])${id}(?![\\w.-])`).test(text))
      .map((id) => `id ${id}`),
  ];
}

const textOf = (response: TestResponse) =>
  typeof response.body === 'string' ? response.body : JSON.stringify(response.body);

describe("another patient's objects", () => {
  it.each(patientRoutes.map((route) => [route.key, route] as const))(
    '%s names only known kinds of objects',
    (_key, route) => {
      expect(
        unclassifiedFields(route),
        'add each field to OBJECT_FIELDS or NOT_OBJECT_FIELDS in test/field-hints.ts',
      ).toEqual([]);
    },
  );

  describe("called by another patient with the owner's ids", () => {
    const naming = patientRoutes.filter(namesAnObject);
    // New objects for each of these routes: the owner's own call, which shows that the request
    // reaches the object, may delete or change it.
    beforeEach(async () => {
      owner = await withNewObjects(t, owner);
    });
    it.each(naming.map((route) => [route.key, route] as const))(
      '%s: not found, nothing shown, nothing changed',
      async (_key, route) => {
        const ownerFields = Object.fromEntries(
          Object.entries(OBJECT_FIELDS).map(([name, of]) => [name, of(owner)]),
        );
        const request = sampleRequest(route, {
          file,
          fixed: { ...typicalFields(), ...ownerFields },
        });
        const before = await snapshot();
        const auditedBefore = await lastAuditId();
        const response = await sendRequest(other, route, request);
        expect(response.status, JSON.stringify(response.body)).toBe(
          route.exception?.otherPatientStatus ?? 404,
        );
        expect(response.body).toEqual({ code: expect.any(String), message: expect.any(String) });
        expect(leakedValues(response.body.message, '', { withIds: true })).toEqual([]);
        expect(await snapshot()).toEqual(before);
        // The attempt is on the trail, refused, as the caller's: one row, whatever rolled back.
        const attempts = await auditRowsAfter(auditedBefore);
        expect(attempts.map((row) => [row.actor_role, row.outcome])).toEqual([['patient', 'refused']]);
        expect(attempts[0]?.patient_id).not.toBe(owner.patientId);
        // The same request from the owner finds the object: the 404 above came from the owner check.
        const own = await sendRequest(owner.client, route, request);
        expect(
          [404, route.exception?.otherPatientStatus],
          `the owner's call answered ${own.status} ${textOf(own)}`,
        ).not.toContain(own.status);
      },
    );
  });

  const reading = patientRoutes.filter((route) => route.method === 'GET' && !namesAnObject(route));
  it.each(reading.map((route) => [route.key, route] as const))(
    "%s shows the caller's own data only",
    async (_key, route) => {
      const request = sampleRequest(route, { file, fixed: typicalFields() });
      const response = await sendRequest(other, route, request);
      expect(response.status).toBeLessThan(500);
      expect(
        leakedValues(textOf(response), urlOf(route, request.params, request.query), {
          withIds: false,
        }),
      ).toEqual([]);
    },
  );
});
