import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { TestClient } from './test-client';

let nextPatient = 1;

/**
 * A registered, signed-in patient on its own client address (registration is limited per
 * address). Used by the messaging integration tests only.
 */
export async function signedInPatient(t: TestApp, host?: string): Promise<{ client: TestClient; email: string }> {
  const n = nextPatient++;
  const client = new TestClient(t.app, host, `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`);
  const email = `messaging${n}-${Date.now()}@example.com`;
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
  const response = await client.post('/api/register', { email, password: 'correct-horse' });
  expect(response.status).toBe(200);
  await client.get('/api/flash-messages'); // the registration's welcome, so tests see only their own
  return { client, email };
}

interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  template: string;
  adapter: string;
}

/** The outbox as the development page reads it (newest first). */
export async function readOutbox(t: TestApp, recipient: string): Promise<OutboxEntry[]> {
  const response = await new TestClient(t.app).get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.status).toBe(200);
  return response.body.data as OutboxEntry[];
}

/** The code of the newest text to a number. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const [newest] = await readOutbox(t, phone);
  const code = newest?.body.match(/code is (\d{4})/)?.[1];
  if (!code) {
    throw new Error(`no code was texted to ${phone}`);
  }
  return code;
}

/** A code that is not `code` (for wrong-code tests). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}
