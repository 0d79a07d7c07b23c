import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCredits, creditExpiresAt, usableCreditCents, type CreditGrant } from './credit-allocation';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const grant = (id: number, remainingCents: number, grantedAt: string): CreditGrant => ({
  id,
  remainingCents,
  grantedAt: day(grantedAt),
  expiresAt: creditExpiresAt(day(grantedAt)),
});

describe('credit allocation', () => {
  it('expires a credit two years after it is granted', () => {
    expect(creditExpiresAt(day('2026-11-24')).toISOString()).toBe('2028-11-24T12:00:00.000Z');
  });

  it('uses the credit that expires first, never more than is due; the rest carries over', () => {
    const grants = [grant(1, 2000, '2026-06-01'), grant(2, 2000, '2025-01-10')];
    expect(allocateCredits(2995, grants, day('2026-11-24'))).toEqual([
      { grantId: 2, amountCents: 2000 },
      { grantId: 1, amountCents: 995 },
    ]);
    expect(allocateCredits(0, grants, day('2026-11-24'))).toEqual([]);
  });

  it('skips an expired or spent credit', () => {
    const grants = [grant(1, 2000, '2024-01-01'), grant(2, 0, '2026-01-01'), grant(3, 2000, '2026-02-01')];
    expect(allocateCredits(5000, grants, day('2026-11-24'))).toEqual([{ grantId: 3, amountCents: 2000 }]);
    expect(usableCreditCents(grants, day('2026-11-24'))).toBe(2000);
  });

  it('never pays more than is due or than is left, and pays all it can (property)', () => {
    const grantArb = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      remainingCents: fc.integer({ min: 0, max: 10_000 }),
      grantedDay: fc.integer({ min: 0, max: 1500 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.uniqueArray(grantArb, { selector: (entry) => entry.id, maxLength: 8 }), fc.integer({ min: 0, max: 1500 }), (due, raw, today) => {
        const start = Date.UTC(2025, 0, 1);
        const grants = raw.map((entry) => {
          const grantedAt = new Date(start + entry.grantedDay * 86_400_000);
          return { id: entry.id, remainingCents: entry.remainingCents, grantedAt, expiresAt: creditExpiresAt(grantedAt) };
        });
        const now = new Date(start + today * 86_400_000);
        const allocations = allocateCredits(due, grants, now);
        const paid = allocations.reduce((sum, entry) => sum + entry.amountCents, 0);
        expect(paid).toBe(Math.min(due, usableCreditCents(grants, now)));
        for (const allocation of allocations) {
          const source = grants.find((entry) => entry.id === allocation.grantId)!;
          expect(allocation.amountCents).toBeGreaterThan(0);
          expect(allocation.amountCents).toBeLessThanOrEqual(source.remainingCents);
          expect(now < source.expiresAt).toBe(true);
        }
      }),
    );
  });
});
