import { describe, expect, it } from 'vitest';
import type { OperatorRefund } from '@app/domain/contracts';
import { OVERVIEW_CHARGE, overviewWithCharge } from '../../../testing/operator-console-fixtures';
import { refundAmountOf, refundAnnouncement, refundOfKey } from './refund-form';

const NEEDED = 'Enter the amount in dollars, such as 12.50 (at least $0.01).';
const refund = (
  status: OperatorRefund['status'],
  failureMessage: string | null = null,
): OperatorRefund => ({
  id: 1,
  amountCents: 500,
  status,
  refundKey: 'key-1',
  reason: 'Damaged',
  staffName: 'Sam Ortiz',
  failureMessage,
  createdAt: '2026-11-22T10:00:00.000Z',
  settledAt: null,
});

describe('the refund form’s amount', () => {
  it('reads dollars as whole cents', () => {
    expect(refundAmountOf('14.99')).toEqual({ cents: 1499 });
    expect(refundAmountOf('$5')).toEqual({ cents: 500 });
    expect(refundAmountOf('0.29')).toEqual({ cents: 29 });
    expect(refundAmountOf(' 1,000.5 ')).toEqual({ cents: 100050 });
  });

  it('refuses nothing, zero, a negative, a third decimal or words', () => {
    for (const text of ['', '0', '0.00', '-5', '1.999', 'five']) {
      expect(refundAmountOf(text), text).toEqual({ problem: NEEDED });
    }
  });

  it('leaves more than is left to the server, which weighs it under the charge’s lock', () => {
    expect(refundAmountOf('999999.99')).toEqual({ cents: 99999999 });
  });
});

describe('after a refund answered', () => {
  it('finds the refund of the request’s key in the fresh overview, and says what became of it', () => {
    const overview = overviewWithCharge({ refunds: [refund('succeeded')] });
    expect(refundOfKey(overview, OVERVIEW_CHARGE.id, 'key-1')?.status).toBe('succeeded');
    expect(refundOfKey(overview, OVERVIEW_CHARGE.id, 'other')).toBeUndefined();
    expect(refundAnnouncement(refund('succeeded'), 500)).toBe('$5.00 was refunded.');
    expect(refundAnnouncement(refund('pending'), 500)).toBe(
      'The refund of $5.00 is pending: the processor has not answered yet.',
    );
    expect(refundAnnouncement(refund('failed', 'Card closed'), 500)).toBe(
      'The processor refused the refund of $5.00: Card closed',
    );
  });
});
