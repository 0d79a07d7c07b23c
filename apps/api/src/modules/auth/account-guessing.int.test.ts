import { describe, expect, it } from 'vitest';
import { MESSAGES, patientAccountSlowedMessage } from '@app/domain/messages';
import type { TestClient } from '../../test/test-client';
import { answerOf, DEFAULT_WAITS, guessingKit, guessingTestApp, logIn, OWNER_PASSWORD, passSeconds, retryAfterOf, startOfDay } from '../../test/kits/guessing-test-kit';

// Issue 28 item 3 (ADR 134): an account's failed log-ins are slowed, then refused for the day,
// whatever the addresses they come from; a device that signed in before has a budget of its own,
// so the owner still gets in. The default settings: 5 free failures, 100 a day.
const app = guessingTestApp();
const kit = guessingKit(app, 31);

/** The owner's browser: it signed in once (so it holds the known-device cookie), then signed out. */
async function knownDeviceOf(email: string): Promise<TestClient> {
  const owner = kit.newClient();
  expect((await logIn(owner, email, OWNER_PASSWORD)).status).toBe(200);
  expect((await owner.post('/logout')).status).toBe(200);
  return owner;
}

async function failFromNewAddresses(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await logIn(kit.newClient(), email, `wrong-guess-${i}`)).status);
  }
  return statuses;
}

describe('guessing one account from many addresses', () => {
  it('slows 150 wrong passwords from 150 addresses, then refuses them, while the owner’s known device gets in', async () => {
    startOfDay();
    const email = await kit.registeredEmail('target');
    const owner = await knownDeviceOf(email);
    const statuses: number[] = [];
    const waits: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const attacker = kit.newClient();
      let answer = await logIn(attacker, email, `wrong-guess-${i}`);
      if (answer.status === 429 && answer.body.message !== MESSAGES.account.tooManyFailuresToday) {
        // Slowed: the answer says how long, in words and in Retry-After; the patient attacker waits it out.
        waits.push(retryAfterOf(answer));
        expect(answer.body).toEqual({ code: 'RATE_LIMITED', message: patientAccountSlowedMessage(retryAfterOf(answer)) });
        passSeconds(retryAfterOf(answer));
        answer = await logIn(attacker, email, `wrong-guess-${i}`);
      }
      statuses.push(answer.status);
      if (i % 25 === 24) {
        const ownerIn = await logIn(owner, email, OWNER_PASSWORD);
        expect(ownerIn.status, `the owner after ${i + 1} guesses`).toBe(200);
        expect((await owner.post('/logout')).status).toBe(200);
      }
    }
    expect(statuses).toEqual([...Array<number>(100).fill(422), ...Array<number>(50).fill(429)]);
    expect(waits).toEqual(DEFAULT_WAITS);

    // Refused until the day ends: the right password from an unknown device gets the very same answer.
    const wrong = await logIn(kit.newClient(), email, 'one-more-guess');
    const right = await logIn(kit.newClient(), email, OWNER_PASSWORD);
    expect(answerOf(right)).toEqual(answerOf(wrong));
    expect(right.body).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.account.tooManyFailuresToday });
    const dayEnd = Math.ceil(Date.now() / 86_400_000) * 86_400_000;
    expect(retryAfterOf(right)).toBe(Math.ceil((dayEnd - Date.now()) / 1000));
    passSeconds(retryAfterOf(right));
    expect((await logIn(kit.newClient(), email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('answers the right and a wrong password alike while a wait runs, and the right one after it', async () => {
    const email = await kit.registeredEmail('slowed');
    expect(await failFromNewAddresses(email, 5)).toEqual([422, 422, 422, 422, 422]);
    const right = await logIn(kit.newClient(), email, OWNER_PASSWORD);
    const wrong = await logIn(kit.newClient(), email, 'another-wrong-guess');
    expect(right.status).toBe(429);
    expect(answerOf(right)).toEqual(answerOf(wrong));
    passSeconds(retryAfterOf(right));
    expect((await logIn(kit.newClient(), email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('lets only one of a burst of guesses through once the free failures are used', async () => {
    const email = await kit.registeredEmail('burst');
    await failFromNewAddresses(email, 5);
    passSeconds(1);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => logIn(kit.newClient(), email, `burst-guess-${i}`)));
    expect(burst.map((answer) => answer.status).sort()).toEqual([422, ...Array<number>(7).fill(429)]);
  });

  it('limits unknown emails the same way, so a 429 does not tell whether an account exists', async () => {
    const statuses = await failFromNewAddresses('nobody-here@example.com', 6);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('known devices', () => {
  it('counts a known device’s failures on its own budget: the owner’s typos slow nobody else', async () => {
    const email = await kit.registeredEmail('typos');
    const owner = await knownDeviceOf(email);
    const typos = [];
    for (let i = 0; i < 6; i += 1) {
      typos.push((await logIn(owner, email, `typo-${i}`)).status);
    }
    expect(typos).toEqual([422, 422, 422, 422, 422, 429]);
    expect(await failFromNewAddresses(email, 1)).toEqual([422]);
    expect((await logIn(kit.newClient(), email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('treats another account’s cookie, or a forged one, as an unknown device', async () => {
    const email = await kit.registeredEmail('guarded');
    const otherDevice = await knownDeviceOf(await kit.registeredEmail('other'));
    const owner = await knownDeviceOf(email);
    await failFromNewAddresses(email, 5);
    expect((await logIn(otherDevice, email, OWNER_PASSWORD)).status).toBe(429);

    const [name, value] = [...deviceCookiesOf(owner)][0]!;
    owner.setCookie(name, `forged${value.slice(6)}`);
    expect((await logIn(owner, email, OWNER_PASSWORD)).status).toBe(429);
    owner.setCookie(name, value);
    expect((await logIn(owner, email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('sets the cookie HttpOnly, SameSite=Strict, for the log-in only', async () => {
    const email = await kit.registeredEmail('cookie');
    const response = await logIn(kit.newClient(), email, OWNER_PASSWORD);
    const cookie = response.cookies.find((candidate) => candidate.name.startsWith('teleskin_device_'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/login' });
    expect(cookie!.maxAge).toBeGreaterThan(300 * 86_400);
  });
});

function deviceCookiesOf(client: TestClient): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of client.cookieNames()) {
    if (name.startsWith('teleskin_device_')) {
      found.set(name, client.cookie(name)!);
    }
  }
  return found;
}
