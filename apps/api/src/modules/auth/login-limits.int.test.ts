import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';

// Small limits so a test reaches them quickly: 3 failures per account and address, 6 attempts per
// address (ADR 072). The account's own budget (ADR 134, account-guessing.int.test.ts) is set out of
// the way: its waits would answer first.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '3',
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '6',
    LOGIN_ACCOUNT_FREE_FAILURES: '1000',
  });
});
afterAll(() => t.close());

// The clock stands still during a test, so no window ends between two attempts unless a test says so.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'correct-horse';
let serial = 0;
/** A client at an address no other test uses. */
const newAddress = () => {
  serial += 1;
  return `10.1.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
};
const clientAt = (address: string) => new TestClient(t.app, '127.0.0.1:3000', address);

let accounts = 0;
async function registeredEmail(): Promise<string> {
  accounts += 1;
  const email = `owner${accounts}@example.com`;
  const response = await clientAt(newAddress()).post('/api/register', { email, password: PASSWORD, acceptedTOS: true, isAtLeast13: true });
  expect(response.status).toBe(200);
  return email;
}

const logInFrom = (address: string, email: string, password: string) => clientAt(address).post('/auth/login', { email, password });

async function failFrom(address: string, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await logInFrom(address, email, 'wrong-password')).status);
  }
  return statuses;
}

function passMinutes(minutes: number): void {
  vi.setSystemTime(Date.now() + minutes * 60_000);
}

/** Windows are fixed (aligned to the epoch), so a test that lets one end starts at its beginning. */
function startWindowOf(minutes: number): void {
  const size = minutes * 60_000;
  vi.setSystemTime(Math.floor(Date.now() / size) * size);
}

describe('failed log-ins per account and address', () => {
  it('lets the owner in from another address while an attacker address is refused, even with the right password', async () => {
    const email = await registeredEmail();
    const attacker = newAddress();
    expect(await failFrom(attacker, email, 3)).toEqual([422, 422, 422]);

    const owner = await logInFrom(newAddress(), email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);

    // The owner's success elsewhere does not free the attacker's address.
    const refused = await logInFrom(attacker, email, 'another-guess');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.account.tooManyAttempts);
    // Checked before the password: otherwise a limited address could go on guessing.
    expect((await logInFrom(attacker, email, PASSWORD)).status).toBe(429);
  });

  it("clears an address's failures when it signs in, and only that address's", async () => {
    const email = await registeredEmail();
    const home = newAddress();
    const elsewhere = newAddress();
    expect(await failFrom(home, email, 2)).toEqual([422, 422]);
    expect(await failFrom(elsewhere, email, 2)).toEqual([422, 422]);
    expect((await logInFrom(home, email, PASSWORD)).status).toBe(200);

    expect(await failFrom(home, email, 4)).toEqual([422, 422, 422, 429]);
    expect(await failFrom(elsewhere, email, 2)).toEqual([422, 429]);
  });

  it('lets no guess sent in parallel slip past the limit', async () => {
    const email = await registeredEmail();
    const address = newAddress();
    const responses = await Promise.all(Array.from({ length: 5 }, () => logInFrom(address, email, 'wrong-password')));
    expect(responses.map((response) => response.status).sort()).toEqual([422, 422, 422, 429, 429]);
  });

  it('lifts the limit of an address when its window ends', async () => {
    startWindowOf(15);
    const email = await registeredEmail();
    const address = newAddress();
    expect(await failFrom(address, email, 4)).toEqual([422, 422, 422, 429]);

    passMinutes(14);
    expect((await logInFrom(address, email, PASSWORD)).status).toBe(429);
    passMinutes(1);
    expect(await failFrom(address, email, 1)).toEqual([422]);
    expect((await logInFrom(address, email, PASSWORD)).status).toBe(200);
  });
});

describe('attempts per address', () => {
  it('limits attempts from one address across accounts', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await logInFrom(address, `probe${i}@example.com`, 'wrong-password')).status);
    }
    expect(statuses).toEqual([...Array<number>(6).fill(422), 429]);
  });
});
