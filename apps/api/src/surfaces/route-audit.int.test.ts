import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { UNAUDITED_PATIENT_READS, UNNAMED_VISITOR_ROUTES } from '../test/audit-exceptions';
import { walkRoutes } from '../test/route-walk';

// Issue 14, item 5 over the whole route table (ADR 116): every change a patient can make has a
// name on the audit trail, and every read of the patient's surface either names itself (a read of
// health data) or is listed, with its reason, among the reads that carry none.

const t = await buildTestApp();
afterAll(() => t.close());

const actionOf = new Map<string, string | undefined>(
  t.app.routeTable.flatMap((route) => [route.method].flat().map((method) => [`${method} ${route.url}`, route.config?.auditAction] as const)),
);
const routes = walkRoutes(t.app);
const keysOf = (audience: string) => routes.filter((route) => route.audience === audience).map((route) => route.key);
const ACTION_NAME = /^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/;

describe('the audit names of the patient surface', () => {
  const keys = keysOf('patient');

  it.each(keys.filter((key) => !key.startsWith('GET ')))('%s names its change', (key) => {
    expect(actionOf.get(key)).toMatch(ACTION_NAME);
  });

  it.each(keys.filter((key) => key.startsWith('GET ')))('%s names its read of health data, or is listed as carrying none', (key) => {
    const action = actionOf.get(key);
    expect(action === undefined ? UNAUDITED_PATIENT_READS[key] : action, key).toBeDefined();
    expect(action === undefined || UNAUDITED_PATIENT_READS[key] === undefined, `${key} is both named and listed`).toBe(true);
    if (action !== undefined) {
      expect(action).toMatch(ACTION_NAME);
    }
  });

  it('lists only reads that exist', () => {
    expect(Object.keys(UNAUDITED_PATIENT_READS).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe('the audit names of the visitor surface', () => {
  const keys = keysOf('visitor');

  it.each(keys)('%s names itself, writes its own row, or changes no account', (key) => {
    const action = actionOf.get(key);
    expect(action === undefined ? UNNAMED_VISITOR_ROUTES[key] : action, key).toBeDefined();
    expect(action === undefined || UNNAMED_VISITOR_ROUTES[key] === undefined, `${key} is both named and listed`).toBe(true);
  });

  it('lists only routes that exist', () => {
    expect(Object.keys(UNNAMED_VISITOR_ROUTES).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
