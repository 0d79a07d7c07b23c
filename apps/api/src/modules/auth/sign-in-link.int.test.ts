import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_TTL_MINUTES } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { auditEvents } from '../../db/schema/index';
import { readOutbox } from '../../test/messaging-test-kit';
import type { TestClient } from '../../test/test-client';
import { guessingKit, guessingTestApp, logIn, OWNER_PASSWORD, passSeconds } from '../../test/kits/guessing-test-kit';

// Issue 28 item 3 (ADR 134): a patient whose account is limited can ask for a link by email that
// signs them in once, within its minutes; its use is on the account's audit trail.
const app = guessingTestApp();
const kit = guessingKit(app, 33);

async function emailedToken(email: string): Promise<string> {
  const [newest] = await readOutbox(app(), email);
  const token = newest?.body.match(/\/auth\/sign-in-link\?token=([\w-]+)/)?.[1];
  if (!token) {
    throw new Error(`no sign-in link was emailed to ${email}`);
  }
  return token;
}

const askForLink = (client: TestClient, email: string) => client.post('/api/auth/sign-in-link', { email });
const useLink = (client: TestClient, token: string) => client.post('/api/auth/sign-in-link/use', { token });

/** An account past its free failures: the right password from a new device waits. */
async function limitedAccount(): Promise<{ email: string; patientId: number }> {
  const email = await kit.registeredEmail('linked');
  const owner = kit.newClient();
  const first = await logIn(owner, email, OWNER_PASSWORD);
  for (let i = 0; i < 5; i += 1) {
    expect((await logIn(kit.newClient(), email, `wrong-guess-${i}`)).status).toBe(422);
  }
  expect((await logIn(kit.newClient(), email, OWNER_PASSWORD)).status).toBe(429);
  return { email, patientId: first.body.user.id };
}

describe('the emailed sign-in link', () => {
  it('signs a limited patient in once, and not twice', async () => {
    const { email, patientId } = await limitedAccount();
    const browser = kit.newClient();
    const asked = await askForLink(browser, email);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(MESSAGES.signInLink.sent);
    const token = await emailedToken(email);

    const used = await useLink(browser, token);
    expect(used.status).toBe(200);
    expect(used.body.user.email).toBe(email);
    expect((await browser.get('/api/patient')).status).toBe(200);
    // The browser is now a known device: the right password gets in there despite the limit.
    await browser.post('/logout');
    expect((await logIn(browser, email, OWNER_PASSWORD)).status).toBe(200);

    const again = await useLink(kit.newClient(), token);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: [MESSAGES.signInLink.invalid] });
    const trail = await app().handle.db
      .select({ action: auditEvents.action, subject: auditEvents.subject })
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.outcome, 'done')));
    expect(trail).toContainEqual({ action: 'account.sign-in-link', subject: {} });
    expect(trail).toContainEqual({ action: 'account.sign-in', subject: { method: 'emailed link' } });
  });

  it('expires after its minutes', async () => {
    const { email } = await limitedAccount();
    expect((await askForLink(kit.newClient(), email)).status).toBe(200);
    const token = await emailedToken(email);
    passSeconds(SIGN_IN_LINK_TTL_MINUTES * 60);
    const late = await useLink(kit.newClient(), token);
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ token: [MESSAGES.signInLink.invalid] });
  });

  it('says the same for an email without an account, and sends nothing', async () => {
    const email = 'no-account-here@example.com';
    const asked = await askForLink(kit.newClient(), email);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(MESSAGES.signInLink.sent);
    expect(await readOutbox(app(), email)).toEqual([]);
  });

  it('refuses a forged token and a link of the other brand', async () => {
    const { email } = await limitedAccount();
    expect((await askForLink(kit.newClient(), email)).status).toBe(200);
    const token = await emailedToken(email);
    expect((await useLink(kit.newClient(), `${token.slice(0, -4)}AAAA`)).status).toBe(422);
    const otherBrand = kit.newClient('agency.localhost:3000');
    expect((await useLink(otherBrand, token)).status).toBe(422);
  });

  it('limits the links one email address is sent', async () => {
    const email = await kit.registeredEmail('flooded');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await askForLink(kit.newClient(), email)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await readOutbox(app(), email)).toHaveLength(3);
  });
});
