import { describe, expect, it } from 'vitest';
import { changeText } from './history-text';

const row = (kind: string, details: Record<string, string | number | null>) => ({
  kind,
  actor: 'system' as const,
  at: '2027-01-12T15:00:00.000Z',
  details,
});

describe('changeText', () => {
  it('reads each history row in words, with its dates in the patient’s zone', () => {
    expect(
      changeText(
        row('held', { reason: 'safety-check', billDate: '2027-01-12' }),
        'America/New_York',
      ),
    ).toBe('Box of Tuesday, January 12, 2027 held for your provider’s review');
    expect(
      changeText(
        row('safety-check-answered', { billDate: '2027-01-12', flagged: 'no' }),
        'America/New_York',
      ),
    ).toBe('Safety questions answered for the box of Tuesday, January 12, 2027');
    expect(changeText(row('billed', { cycle: 1, totalCents: 9408 }), 'America/New_York')).toBe(
      'Box billed ($94.08)',
    );
    expect(
      changeText(
        row('skipped', { from: '2027-01-12', to: '2027-03-13', via: 'one-tap link' }),
        'America/New_York',
      ),
    ).toBe(
      'Box of Tuesday, January 12, 2027 skipped; next box Saturday, March 13, 2027 (from the email link)',
    );
    expect(changeText(row('something-new', {}), 'America/New_York')).toBe('Subscription changed');
  });

  it('reads an operator’s chosen date as a move, and takes other words for a reader other than the patient', () => {
    expect(
      changeText(
        row('rescheduled', { from: '2027-01-12', to: '2027-02-01', reason: 'Travelling' }),
        'America/New_York',
      ),
    ).toBe('Box moved from Tuesday, January 12, 2027 to Monday, February 1, 2027');
    expect(
      changeText(row('held', { billDate: '2027-01-12' }), 'America/New_York', {
        held: 'Box of {billDate} held for the provider',
      }),
    ).toBe('Box of Tuesday, January 12, 2027 held for the provider');
  });
});

describe('the correction of a two-month first shipment’s renewal (migration 0025)', () => {
  it('reads as the move it was, in the patient’s zone', () => {
    expect(
      changeText(row('first-box-corrected', { from: '2027-01-12', to: '2027-02-11', reason: 'two-month-supply' }), 'America/New_York'),
    ).toBe('First renewal moved from Tuesday, January 12, 2027 to Thursday, February 11, 2027, when your two-month supply runs out');
  });
});
