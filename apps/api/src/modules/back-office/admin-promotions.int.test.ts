import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPromotion } from '@app/domain/contracts';
import { auditEvents, promotionCodes } from '../../db/schema/index';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// Issue 33 items 1 and 4 (ADR 158): an admin sees every brand's promotion codes with their window,
// uses and status; nobody else reaches the list, and each read is on the audit trail.

const t = suiteTestApp();
const DAY = 24 * 60 * 60 * 1000;
const run = `${Date.now()}`;
let admin: SignedInStaff;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
  const now = Date.now();
  await t.handle.db.insert(promotionCodes).values([
    { brandId: 1, code: `A-ENDED-${run}`, titleText: '$20 off', altText: 'Over', amountCents: 2000, validUntil: new Date(now - DAY) },
    { brandId: 2, code: `B-LIVE-${run}`, titleText: '$5 off', altText: 'Hair', amountCents: 500, treatmentCategoryId: 2, maxUses: 50, useCount: 12 },
    { brandId: 1, code: `C-SOON-${run}`, titleText: 'Free trial', altText: 'Soon', amountCents: 0, kind: 'free-rx-line', validFrom: new Date(now + DAY) },
    { brandId: 1, code: `D-FULL-${run}`, titleText: '$5 off', altText: 'Full', amountCents: 500, treatmentCategoryId: 1, maxUses: 3, useCount: 3 },
  ]);
});

async function listed(client: TestClient = admin.client): Promise<AdminPromotion[]> {
  const response = await client.get('/api/admin/promotions');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.promotions as AdminPromotion[]).filter((promotion) => promotion.code.endsWith(run));
}

describe("the admin console's promotions", () => {
  it('lists every brand’s codes, live and scheduled before used up and ended, with uses and what they apply to', async () => {
    const promotions = await listed();
    expect(promotions.map((promotion) => [promotion.code.replace(`-${run}`, ''), promotion.brandName, promotion.status])).toEqual([
      ['B-LIVE', 'Marlow & Finch', 'live'],
      ['C-SOON', 'Teleskin', 'scheduled'],
      ['D-FULL', 'Teleskin', 'used-up'],
      ['A-ENDED', 'Teleskin', 'ended'],
    ]);
    expect(promotions[0]).toMatchObject({ kind: 'amount', amountCents: 500, appliesTo: 'hair', maxUses: 50, useCount: 12, validUntil: null });
    expect(promotions[1]).toMatchObject({ kind: 'free-rx-line', amountCents: 0, appliesTo: null, maxUses: null });
    expect(promotions[2]).toMatchObject({ appliesTo: 'skin', maxUses: 3, useCount: 3 });
  });

  it('puts each read on the audit trail under the admin’s name', async () => {
    await listed();
    const rows = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorRole, 'admin'), eq(auditEvents.actorId, admin.member.id), eq(auditEvents.action, 'admin.promotions.read')));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((row) => row.outcome === 'done' && row.patientId === null)).toBe(true);
  });

  it('is for admins only: an operator is refused, and the refusal is on the record', async () => {
    const operator = await signedInStaff(t, 'operator', 'Otto Operator');
    expect((await operator.client.get('/api/admin/promotions')).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/promotions')).status).toBe(401);
    const [row] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorRole, 'operator'), eq(auditEvents.actorId, operator.member.id)));
    expect(row).toMatchObject({ action: 'admin.promotions.read', outcome: 'refused' });
  });
});
