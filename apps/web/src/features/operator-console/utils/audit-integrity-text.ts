import type { AuditBrokenLinkView, AuditVerificationView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';

const TEXT = STAFF_MESSAGES.opsAuditIntegrity;

/** "a row changed at chain 0, place 4 (audit row 17)": where a link broke, in words. */
export function brokenLinkText(link: AuditBrokenLinkView): string {
  const problem = TEXT.problems[link.problem];
  const where =
    link.chainId === null
      ? problem
      : fillTemplate(TEXT.where, { problem, chain: link.chainId, place: link.chainSeq ?? STAFF_MESSAGES.opsCommon.none });
  return link.eventId === null ? where : where + fillTemplate(TEXT.row, { id: link.eventId });
}

/** Who asked for a walk: the schedule, the command line, or an operator (`operator:{id}`). */
export function requesterText(requestedBy: string): string {
  if (requestedBy === 'schedule' || requestedBy === 'cli') {
    return TEXT.requesters[requestedBy];
  }
  return TEXT.requesters.operator;
}

/** The walk's outcome in one sentence: whole, or how many links broke and the first. */
export function verificationOutcome(verification: AuditVerificationView): string {
  const [first] = verification.brokenLinks;
  if (!first) {
    return TEXT.whole;
  }
  const count = verification.brokenLinks.length;
  return fillTemplate(count === 1 ? TEXT.brokenOne : TEXT.broken, { count, first: brokenLinkText(first) });
}
