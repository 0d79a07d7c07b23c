import { describe, expect, it } from 'vitest';
import { checkedReason, isRefundable, operatorBillDateRefusal, patientSearchTermsOf } from './operator-rules';

describe('the operator console rules', () => {
  it('keeps a reason trimmed, and refuses an empty or too long one', () => {
    expect(checkedReason('  asked by phone ')).toBe('asked by phone');
    expect(checkedReason('   ')).toBeUndefined();
    expect(checkedReason('x'.repeat(500))).toHaveLength(500);
    expect(checkedReason('x'.repeat(501))).toBeUndefined();
  });

  it('searches three characters or more, and a phone-like text by its digits', () => {
    expect(patientSearchTermsOf('ab')).toBeUndefined();
    expect(patientSearchTermsOf(' Ava@Example ')).toEqual({ text: 'ava@example', digits: undefined });
    expect(patientSearchTermsOf('(212) 555-01')).toEqual({ text: '(212) 555-01', digits: '21255501' });
    expect(patientSearchTermsOf('+1 212 555 0123')).toEqual({ text: '+1 212 555 0123', digits: '2125550123' });
    expect(patientSearchTermsOf('jo 12')).toEqual({ text: 'jo 12', digits: undefined });
  });

  it('takes a bill date from three days to a year ahead', () => {
    const today = '2026-11-26';
    expect(operatorBillDateRefusal('2026-11-28', today)).toBe('tooSoon');
    expect(operatorBillDateRefusal('2026-11-29', today)).toBeUndefined();
    expect(operatorBillDateRefusal('2027-11-26', today)).toBeUndefined();
    expect(operatorBillDateRefusal('2027-11-27', today)).toBe('tooLate');
    expect(operatorBillDateRefusal('2026-02-30', today)).toBe('notADate');
    expect(operatorBillDateRefusal('next week', today)).toBe('notADate');
  });

  it('refunds whole cents up to what is left', () => {
    expect(isRefundable(1, 1)).toBe(true);
    expect(isRefundable(2, 1)).toBe(false);
    expect(isRefundable(0, 10)).toBe(false);
    expect(isRefundable(1.5, 10)).toBe(false);
  });
});
