import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCardCopy, ShopProduct } from '@app/domain/contracts';
import type { CardCopy as WireCopy } from '@app/domain/selection';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { auditEvents, cardCopyChanges } from '../../db/schema/index';
import { patientAtCheckout } from '../../test/kits/checkout-test-kit';
import { AGENCY_HOST, selectionData, sellingPatient } from '../../test/kits/selection-test-kit';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// Issue 33 item 2 (ADR 167): an admin changes what a brand's product card says (its name,
// description, claim and details) with a reason; the next page every patient of that brand loads
// says it (the selection page, the shop), the other brand's cards are untouched, and each change
// is on the audit trail with the texts before and after.

const t = suiteTestApp();
const TEXT = STAFF_MESSAGES.adminCardCopy.errors;
let admin: SignedInStaff;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
});

async function cardsListed(client: TestClient = admin.client): Promise<AdminCardCopy[]> {
  const response = await client.get('/api/admin/card-copy');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.cards;
}

const cardOf = async (brandId: number, cardKey: string) => (await cardsListed()).find((card) => card.brandId === brandId && card.cardKey === cardKey)!;
const change = (brandId: number, cardKey: string, copy: WireCopy, reason = 'Spring copy') => admin.client.put(`/api/admin/card-copy/${brandId}/${cardKey}`, { copy, reason });

describe("a product card's copy", () => {
  it('lists every brand’s cards as released, and refuses bad copy field by field, storing nothing', async () => {
    const cards = await cardsListed();
    const formula = cards.find((card) => card.brandId === 1 && card.cardKey === 'custom-formula')!;
    expect(formula).toMatchObject({ brandName: 'Teleskin', category: 'skin', isRx: true, changedAt: null, reason: null, copy: { name: 'Custom Formula' } });
    expect(cards.filter((card) => card.cardKey === 'custom-formula').map((card) => card.brandId)).toEqual([1, 2]);

    const refused = await change(1, 'custom-formula', { ...formula.copy, name: ' ', claim: { short: 'Clearer skin in 12 weeks', disclaimer: '' }, description: 'x'.repeat(1501) }, ' ');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      name: [TEXT.name],
      'claim.disclaimer': [TEXT.claimDisclaimer],
      description: [TEXT.description],
      reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded],
    });
    expect((await change(1, 'no-such-card', formula.copy)).status).toBe(404);
    expect((await change(9, 'custom-formula', formula.copy)).status).toBe(404);
    const patient = await patientAtCheckout(t);
    expect((await patient.client.put('/api/admin/card-copy/1/custom-formula', { copy: formula.copy, reason: 'x' })).status).toBe(403);
    expect(await t.handle.db.select().from(cardCopyChanges)).toEqual([]);
  });

  it('shows a saved name, description and claim on the brand’s next selection page, on the record; the other brand’s card is untouched', async () => {
    const formula = await cardOf(1, 'custom-formula');
    const copy: WireCopy = {
      ...formula.copy,
      name: 'Custom Night Formula',
      bodyDescription: ' Made for your skin by your provider. ',
      claim: { short: 'Visibly clearer in 12 weeks', disclaimer: 'In a study of 120 patients.' },
    };
    const saved = await change(1, 'custom-formula', copy);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ copy: { ...copy, bodyDescription: 'Made for your skin by your provider.' }, changedAt: expect.any(String), reason: 'Spring copy' });

    const data = await selectionData(await sellingPatient(t));
    const card = data.rxCards.find((each) => each.key === 'custom-formula')!;
    expect(card).toMatchObject({ name: 'Custom Night Formula', bodyDescription: 'Made for your skin by your provider.', claim: copy.claim });
    expect(card.modal.title).toBe('Custom Night Formula');
    const agency = await selectionData(await sellingPatient(t, { host: AGENCY_HOST }));
    for (const rx of agency.rxCards) {
      expect(rx.name).toBe((await cardOf(2, rx.key)).copy.name);
    }
    expect(agency.rxCards.map((rx) => rx.name)).not.toContain('Custom Night Formula');

    const [audit] = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'catalogue.copy.change'), eq(auditEvents.outcome, 'done')));
    expect(audit).toMatchObject({ actorRole: 'admin', actorId: admin.member.id, reason: 'Spring copy' });
    expect(audit!.subject).toMatchObject({ brandId: 1, cardKey: 'custom-formula', 'before.name': 'Custom Formula', 'after.name': 'Custom Night Formula', 'after.claim.short': 'Visibly clearer in 12 weeks' });
    expect(await cardOf(1, 'custom-formula')).toMatchObject({ copy: { name: 'Custom Night Formula' }, reason: 'Spring copy' });
  });

  it('names a shop product as an admin set it, and takes a claim away', async () => {
    const client = new TestClient(t.app);
    const [product] = (await client.get('/api/shop/products')).body.data.products as ShopProduct[];
    const listed = await cardOf(1, product!.handle);
    expect((await change(1, product!.handle, { ...listed.copy, name: `${listed.copy.name} Plus`, claim: null })).status).toBe(200);
    const renamed = ((await client.get('/api/shop/products')).body.data.products as ShopProduct[]).find((each) => each.handle === product!.handle)!;
    expect(renamed.name).toBe(`${listed.copy.name} Plus`);
    expect((await cardOf(1, product!.handle)).copy.claim).toBeNull();
  });

  it('chains the audit rows of four admins saving one card at once: each names the copy saved just before it', async () => {
    const admins = await Promise.all(['Bea', 'Cy', 'Di', 'Ed'].map((name) => signedInStaff(t, 'admin', `${name} Admin`)));
    const base = (await cardOf(2, 'custom-formula')).copy;
    const answers = await Promise.all(admins.map((each, index) => each.client.put('/api/admin/card-copy/2/custom-formula', { copy: { ...base, name: `Formula ${index}` }, reason: `Round ${index}` })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const audits = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.action, 'catalogue.copy.change')).orderBy(asc(auditEvents.id));
    const chain = audits.map((audit) => audit.subject as Record<string, string | number>).filter((subject) => subject.brandId === 2);
    expect(chain).toHaveLength(4);
    expect(chain[0]!['before.name']).toBe('Custom Formula');
    for (let index = 1; index < chain.length; index += 1) {
      expect(chain[index]!['before.name']).toBe(chain[index - 1]!['after.name']);
    }
  });
});
