import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { promotionClaims, promotionCodes } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { signedInPatient } from '../../test/messaging-test-kit';
import type { TestClient } from '../../test/test-client';

const t = suiteTestApp();

const DAY = 24 * 60 * 60 * 1000;
let nextCode = 1;

/** A code of the main brand (unless told), valid now, $10 off, no use limit, unless overridden. */
async function code(overrides: Partial<typeof promotionCodes.$inferInsert> = {}) {
  const [row] = await t.handle.db
    .insert(promotionCodes)
    .values({ brandId: 1, code: `SAVE${nextCode++}-${Date.now()}`, titleText: '$10 off', altText: '$10 off your first box', amountCents: 1000, ...overrides })
    .returning();
  return row!;
}

const claim = (client: TestClient, typed: string, body: Record<string, unknown> = {}) =>
  client.post('/api/patient/promotion-claims', { code: typed, brand: 1, treatmentCategory: 1, ...body });
const remove = (client: TestClient, promotionCodeId: number) =>
  client.post('/api/patient/promotion-claims/remove', { promotionCodeId, brand: 1 });

async function useCount(id: number) {
  const [row] = await t.handle.db.select({ useCount: promotionCodes.useCount }).from(promotionCodes).where(eq(promotionCodes.id, id));
  return row!.useCount;
}
async function claimsOf(codeId: number) {
  return t.handle.db.select().from(promotionClaims).where(eq(promotionClaims.promotionCodeId, codeId));
}

describe('claiming a promo code', () => {
  it('looks the code up, claims it in cents and counts the use', async () => {
    const saved = await code({ amountCents: 1999 });
    const { client } = await signedInPatient(t);
    const response = await claim(client, saved.code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { promotionCode: saved.code, promotionId: saved.id, amountInDollars: 19.99 } });
    expect((await claimsOf(saved.id)).map((row) => row.amountCents)).toEqual([1999]);
    expect(await useCount(saved.id)).toBe(1);
  });

  it('says why a code cannot be used, in plain words, and stores nothing', async () => {
    const { client } = await signedInPatient(t);
    const cases: [Promise<{ code: string; id: number }>, string, Record<string, unknown>?][] = [
      [code({ validUntil: new Date(Date.now() - DAY) }), MESSAGES.promotion.expired],
      [code({ validFrom: new Date(Date.now() + DAY) }), MESSAGES.promotion.notYetValid],
      [code({ maxUses: 0 }), MESSAGES.promotion.usedUp],
      [code({ treatmentCategoryId: 2 }), MESSAGES.promotion.wrongTreatment],
      [code({ brandId: 2 }), MESSAGES.promotion.wrongBrand],
      [code(), MESSAGES.promotion.wrongBrand, { brand: 2 }],
    ];
    for (const [pending, message, body] of cases) {
      const saved = await pending;
      const response = await claim(client, saved.code, body);
      expect(response.status, message).toBe(422);
      expect(response.body).toMatchObject({ message });
      expect(await claimsOf(saved.id)).toEqual([]);
      expect(await useCount(saved.id)).toBe(0);
    }
  });

  it('answers "Invalid promotion code" for a code that does not exist or is spelled differently', async () => {
    const saved = await code();
    const { client } = await signedInPatient(t);
    for (const typed of ['NO-SUCH-CODE', saved.code.toLowerCase(), ` ${saved.code}`]) {
      const response = await claim(client, typed);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ message: 'Invalid promotion code' });
    }
    expect(await claimsOf(saved.id)).toEqual([]);
  });

  it('lets a patient claim a code once', async () => {
    const saved = await code();
    const { client } = await signedInPatient(t);
    expect((await claim(client, saved.code)).status).toBe(200);
    const again = await claim(client, saved.code);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: MESSAGES.promotion.alreadyUsed });
    expect(await useCount(saved.id)).toBe(1);
  });

  it('gives the last use of a code to exactly one of 20 patients claiming it at once', async () => {
    const saved = await code({ maxUses: 3, useCount: 2 });
    const clients = await Promise.all(Array.from({ length: 20 }, () => signedInPatient(t).then(({ client }) => client)));
    const answers = await Promise.all(clients.map((client) => claim(client, saved.code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(422);
      expect(refusal.body).toMatchObject({ message: MESSAGES.promotion.usedUp });
    }
    expect(await useCount(saved.id)).toBe(3);
    expect(await claimsOf(saved.id)).toHaveLength(1);
  });

  it('limits the codes a patient may try in an hour, so codes cannot be guessed', async () => {
    const { client } = await signedInPatient(t);
    const attempts = [];
    for (let n = 0; n < 20; n += 1) {
      attempts.push((await claim(client, `GUESS-${n}`)).status);
    }
    expect(attempts).toEqual(Array(20).fill(422));
    const saved = await code();
    const limited = await claim(client, saved.code);
    expect(limited.status).toBe(429);
    expect(await claimsOf(saved.id)).toEqual([]);
    // Another patient is not affected.
    expect((await claim((await signedInPatient(t)).client, saved.code)).status).toBe(200);
  });

  it('refuses a 10 KB code and a malformed body with a 4xx, storing nothing', async () => {
    const { client } = await signedInPatient(t);
    const before = await t.handle.db.select().from(promotionClaims);
    const long = await claim(client, 'X'.repeat(10 * 1024));
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await client.post('/api/patient/promotion-claims', { code: 'SAVE', brand: 'main' })).status).toBe(422);
    expect(await t.handle.db.select().from(promotionClaims)).toHaveLength(before.length);
  });
});

describe('removing a claim', () => {
  it('removes the patient’s own claim and gives the use back; a second removal fails', async () => {
    const saved = await code({ maxUses: 1 });
    const { client } = await signedInPatient(t);
    expect((await claim(client, saved.code)).status).toBe(200);
    const removed = await remove(client, saved.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ data: { success: true } });
    expect(await claimsOf(saved.id)).toEqual([]);
    expect(await useCount(saved.id)).toBe(0);

    const again = await remove(client, saved.id);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: 'Failed to remove promotion claim' });
  });

  it('cannot remove another patient’s claim', async () => {
    const saved = await code();
    const owner = await signedInPatient(t);
    const other = await signedInPatient(t);
    expect((await claim(owner.client, saved.code)).status).toBe(200);
    expect((await remove(other.client, saved.id)).status).toBe(422);
    expect(await claimsOf(saved.id)).toHaveLength(1);
    expect(await useCount(saved.id)).toBe(1);
  });
});
