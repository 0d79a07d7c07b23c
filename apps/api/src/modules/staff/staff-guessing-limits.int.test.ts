import { describe, expect, it } from 'vitest';
import { staffAccountSlowedMessage } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { TestClient } from '../../test/test-client';
import { answerOf, DEFAULT_WAITS, guessingKit, guessingTestApp, passSeconds, retryAfterOf, startOfDay } from '../../test/kits/guessing-test-kit';
import { createTestStaff, totpCodeOf, type TestStaffMember } from '../../test/kits/staff-test-kit';

// Issue 28 item 3 (ADR 134) for the care team: the same per-account budget as patients, whatever
// the address; the member's known device has its own; no emailed link (a mailbox is a weaker
// factor than the authenticator the care team signs in with).
const TEXT = STAFF_MESSAGES.staffSignIn;
const app = guessingTestApp();
const kit = guessingKit(app, 32);

const signIn = async (client: TestClient, member: TestStaffMember, password: string) =>
  client.post('/api/staff/sign-in', { email: member.email, password, code: await totpCodeOf(member.totpSecret) });

/** The member signs in on their own device; a code counts once, so the clock must have reached a new code's step. */
async function signInOnOwnDevice(device: TestClient, member: TestStaffMember): Promise<number> {
  const answer = await signIn(device, member, member.password);
  await device.post('/logout');
  return answer.status;
}

describe('guessing one care-team account from many addresses', () => {
  it('slows 150 wrong passwords from 150 addresses, then refuses them, while the member’s known device gets in', async () => {
    startOfDay();
    const member = await createTestStaff(app(), 'provider');
    const device = kit.newClient();
    expect(await signInOnOwnDevice(device, member)).toBe(200);
    const statuses: number[] = [];
    const waits: number[] = [];
    let memberSignIns = 0;
    for (let i = 0; i < 150; i += 1) {
      const attacker = kit.newClient();
      let answer = await signIn(attacker, member, `wrong-guess-${i}`);
      if (answer.status === 429 && answer.body.message !== TEXT.tooManyFailuresToday) {
        const wait = retryAfterOf(answer);
        waits.push(wait);
        expect(answer.body).toEqual({ code: 'RATE_LIMITED', message: staffAccountSlowedMessage(wait) });
        // Now and then the member signs in during the attacker's wait (a code's step later).
        if (i % 40 === 39 && wait > 30) {
          passSeconds(30);
          expect(await signInOnOwnDevice(device, member), `the member after ${i + 1} guesses`).toBe(200);
          memberSignIns += 1;
          passSeconds(wait - 30);
        } else {
          passSeconds(wait);
        }
        answer = await signIn(attacker, member, `wrong-guess-${i}`);
      }
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(100).fill(422), ...Array<number>(50).fill(429)]);
    expect(waits).toEqual(DEFAULT_WAITS);
    expect(memberSignIns).toBe(2);

    const wrong = await signIn(kit.newClient(), member, 'one-more-guess');
    const right = await signIn(kit.newClient(), member, member.password);
    expect(answerOf(right)).toEqual(answerOf(wrong));
    expect(right.body).toEqual({ code: 'RATE_LIMITED', message: TEXT.tooManyFailuresToday });
    passSeconds(30);
    expect(await signInOnOwnDevice(device, member), 'the member after all the guesses').toBe(200);
  });

  it('answers the right and a wrong password alike while a wait runs', async () => {
    const member = await createTestStaff(app(), 'operator');
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(kit.newClient(), member, `wrong-guess-${i}`)).status).toBe(422);
    }
    const right = await signIn(kit.newClient(), member, member.password);
    const wrong = await signIn(kit.newClient(), member, 'another-wrong-guess');
    expect(right.status).toBe(429);
    expect(answerOf(right)).toEqual(answerOf(wrong));
  });
});
