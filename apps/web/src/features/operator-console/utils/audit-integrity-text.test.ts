import { describe, expect, it } from 'vitest';
import { brokenLinkText, requesterText, verificationOutcome } from './audit-integrity-text';

const walk = { id: 1, startedAt: '2026-11-27T03:30:00Z', finishedAt: '2026-11-27T03:30:04Z', rowsChecked: 10, checkpointsChecked: 2, requestedBy: 'schedule' };

describe('the audit integrity texts', () => {
  it('says where a link broke, with its row when there is one', () => {
    expect(brokenLinkText({ chainId: 0, chainSeq: 4, eventId: 17, problem: 'hash' })).toBe('a row changed at chain 0, place 4 (audit row 17)');
    expect(brokenLinkText({ chainId: 3, chainSeq: 9, eventId: null, problem: 'checkpoint' })).toBe('a checkpointed row gone or changed at chain 3, place 9');
    expect(brokenLinkText({ chainId: null, chainSeq: null, eventId: 5, problem: 'unchained' })).toBe('a row outside any chain, written with the database’s triggers off (audit row 5)');
  });

  it('names who asked', () => {
    expect(requesterText('schedule')).toBe('the nightly schedule');
    expect(requesterText('cli')).toBe('the command line');
    expect(requesterText('operator:12')).toBe('an operator');
  });

  it('sums a walk up: whole, one broken link, or several with the first', () => {
    expect(verificationOutcome({ ...walk, brokenLinks: [] })).toBe('No broken link: the audit trail is whole.');
    const edited = { chainId: 0, chainSeq: 4, eventId: 17, problem: 'hash' as const };
    const missing = { chainId: 0, chainSeq: 8, eventId: 21, problem: 'sequence' as const };
    expect(verificationOutcome({ ...walk, brokenLinks: [edited] })).toBe('1 broken link: a row changed at chain 0, place 4 (audit row 17).');
    expect(verificationOutcome({ ...walk, brokenLinks: [edited, missing] })).toBe('2 broken links. The first: a row changed at chain 0, place 4 (audit row 17).');
  });
});
