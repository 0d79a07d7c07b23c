import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@app/domain/subscriptions';
import { auditEvents } from '../../db/schema/index';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';

// Issue 33 items 2 and 5 (ADR 160): a product's price changes take turns on the product's lock, so
// each audit row's "before" is the price the one saved just before it left for that date, however
// many admins save at once. Without the lock, changes read together all name the same "before".

const t = suiteTestApp();
let admins: SignedInStaff[];

beforeAll(async () => {
  admins = await Promise.all(['Ada', 'Bea', 'Cy', 'Di', 'Ed', 'Flo'].map((name) => signedInStaff(t, 'admin', `${name} Admin`)));
});

describe("a product's price saved by several admins at once", () => {
  it('chains every audit row: each names the price saved just before it for the date as its before', async () => {
    const listed = (await admins[0]!.client.get('/api/admin/prices')).body.data as { prices: { brandId: number; itemId: number; priceKind: string; currentCents: number }[]; earliestDate: string };
    const row = listed.prices.find((price) => price.brandId === 2 && price.itemId === 102 && price.priceKind === 'one-time')!;
    const effectiveOn = addDays(listed.earliestDate, 30);
    const answers = await Promise.all(
      admins.map((admin, index) =>
        admin.client.post('/api/admin/prices', { brandId: 2, itemId: 102, priceKind: 'one-time', priceCents: 7000 + index * 10, effectiveOn, reason: `Round ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(admins.length).fill(201));
    const audits = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'catalogue.price.schedule'))).orderBy(asc(auditEvents.id));
    const chain = audits
      .map((audit) => audit.subject as Record<string, number | string>)
      .filter((subject) => subject.brandId === 2 && subject.itemId === 102 && subject.effectiveOn === effectiveOn)
      .sort((a, b) => Number(a.priceChangeId) - Number(b.priceChangeId));
    expect(chain).toHaveLength(admins.length);
    expect(chain[0]!['before.priceCents']).toBe(row.currentCents);
    for (let index = 1; index < chain.length; index += 1) {
      expect(chain[index]!['before.priceCents']).toBe(chain[index - 1]!['after.priceCents']);
    }
  });
});
