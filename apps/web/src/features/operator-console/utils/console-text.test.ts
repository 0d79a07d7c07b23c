import { describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from '@app/domain/contracts';
import {
  auditActionText,
  auditActorText,
  brandName,
  consoleTime,
  historyWhy,
  patientTitle,
  treatmentName,
} from './console-text';

const event = (
  kind: string,
  actor: SubscriptionEvent['actor'],
  details: SubscriptionEvent['details'],
): SubscriptionEvent => ({ kind, actor, at: '2026-11-21T10:00:00.000Z', details });

describe('the audit trail in words', () => {
  it('reads known actions in words and shows an unknown one as stored', () => {
    expect(auditActionText('charge.refund.requested')).toBe('Requested a refund');
    expect(auditActionText('charge.refund')).toBe('Refunded a charge');
    expect(auditActionText('patient.overview.read')).toBe('Opened the patient’s overview');
    expect(auditActionText('something.new-next-year')).toBe('something.new-next-year');
  });

  it('names who acted by role and name, and a job as the system', () => {
    expect(auditActorText({ actorRole: 'operator', actorName: 'Sam Ortiz' })).toBe(
      'Operator: Sam Ortiz',
    );
    expect(auditActorText({ actorRole: 'patient', actorName: null })).toBe('Patient: Unknown');
    expect(auditActorText({ actorRole: 'system', actorName: null })).toBe('System');
  });

  it('gives times in the operator’s zone with the zone’s short name', () => {
    expect(consoleTime('2027-01-10T18:05:00.000Z', 'America/New_York')).toBe(
      'Jan 10, 2027, 1:05 PM EST',
    );
    expect(consoleTime('2027-07-10T18:05:00.000Z', 'America/Los_Angeles')).toBe(
      'Jul 10, 2027, 11:05 AM PDT',
    );
  });
});

describe('the console’s other words', () => {
  it('names brands, treatments and patients', () => {
    expect([brandName(1), brandName(2), brandName(9)]).toEqual([
      'Teleskin',
      'Marlow & Finch',
      'Brand 9',
    ]);
    expect([treatmentName(1), treatmentName(2), treatmentName(5)]).toEqual(['Skin', 'Hair', '5']);
    expect(patientTitle({ firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com' })).toBe(
      'Ann Lee',
    );
    expect(patientTitle({ firstname: null, lastname: null, email: 'ann@example.com' })).toBe(
      'ann@example.com',
    );
  });

  it('says why a subscription changed for an operator’s change and a cancellation, never a provider’s words', () => {
    expect(
      historyWhy(event('skipped', 'operator', { from: '2026-12-01', reason: 'Still has product' })),
    ).toBe('Still has product');
    expect(
      historyWhy(
        event('canceled', 'operator', { reason: 'too-expensive', note: 'Called to cancel' }),
      ),
    ).toBe('It costs too much — Called to cancel');
    expect(historyWhy(event('canceled', 'patient', { reason: 'other' }))).toBe('Something else');
    expect(
      historyWhy(
        event('item-removed', 'provider', { name: 'Deep Cleanse', reason: 'A clinical reason' }),
      ),
    ).toBe('');
    expect(historyWhy(event('postponed', 'patient', { reason: 'n/a' }))).toBe('');
  });
});
