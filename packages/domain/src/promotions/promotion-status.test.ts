import { describe, expect, it } from 'vitest';
import { promotionStatus, type PromotionStanding } from './promotion-status';

const NOW = new Date('2027-03-10T12:00:00Z');
const code = (changes: Partial<PromotionStanding> = {}): PromotionStanding => ({
  validFrom: new Date('2027-03-01T00:00:00Z'),
  validUntil: null,
  maxUses: null,
  useCount: 0,
  amountCents: 1000,
  budgetCents: null,
  givenCents: 0,
  pausedAt: null,
  ...changes,
});

describe('promotionStatus', () => {
  it('is live inside its window with claims left', () => {
    expect(promotionStatus(code({ maxUses: 50, useCount: 49 }), NOW)).toBe('live');
  });

  it('is scheduled before its window opens, and live at the instant it does', () => {
    expect(promotionStatus(code({ validFrom: new Date(NOW.getTime() + 1) }), NOW)).toBe('scheduled');
    expect(promotionStatus(code({ validFrom: NOW }), NOW)).toBe('live');
  });

  it('has ended at the instant its window closes', () => {
    expect(promotionStatus(code({ validUntil: new Date(NOW.getTime() + 1) }), NOW)).toBe('live');
    expect(promotionStatus(code({ validUntil: NOW }), NOW)).toBe('ended');
  });

  it('is used up when every claim it allows is taken, unless its window has closed', () => {
    expect(promotionStatus(code({ maxUses: 50, useCount: 50 }), NOW)).toBe('used-up');
    expect(promotionStatus(code({ maxUses: 50, useCount: 50, validUntil: NOW }), NOW)).toBe('ended');
  });

  it('is used up when its budget has no room for one more claim\'s amount', () => {
    expect(promotionStatus(code({ budgetCents: 5000, givenCents: 4000 }), NOW)).toBe('live');
    expect(promotionStatus(code({ budgetCents: 5000, givenCents: 4001 }), NOW)).toBe('used-up');
  });

  it('keeps a percent code (no amount of its own) live while a cent of its budget is left', () => {
    expect(promotionStatus(code({ amountCents: 0, budgetCents: 5000, givenCents: 4999 }), NOW)).toBe('live');
    expect(promotionStatus(code({ amountCents: 0, budgetCents: 5000, givenCents: 5000 }), NOW)).toBe('used-up');
  });

  it('is paused while an admin holds it, whatever its window or claims, until the window closes', () => {
    const pausedAt = new Date('2027-03-05T00:00:00Z');
    expect(promotionStatus(code({ pausedAt }), NOW)).toBe('paused');
    expect(promotionStatus(code({ pausedAt, validFrom: new Date(NOW.getTime() + 1) }), NOW)).toBe('paused');
    expect(promotionStatus(code({ pausedAt, maxUses: 1, useCount: 1 }), NOW)).toBe('paused');
    expect(promotionStatus(code({ pausedAt, validUntil: NOW }), NOW)).toBe('ended');
  });
});
