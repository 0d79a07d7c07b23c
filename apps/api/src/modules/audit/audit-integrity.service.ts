import type { Db } from '../../db/client';
import type { AuditBrokenLink } from '../../db/schema/index';
import {
  countChainRows,
  findBrokenCheckpoints,
  findBrokenHeads,
  findBrokenRowLinks,
  findLatestVerification,
  insertCheckpointsOfMovedChains,
  insertVerification,
} from './audit-chain.repository';

/** Most broken links one verification keeps: enough to show where, not a copy of the trail. */
export const BROKEN_LINKS_KEPT = 100;

/** Who asked for a verification: the schedule, an operator (by staff id), or the command line. */
export type VerificationRequester = 'schedule' | 'cli' | `operator:${number}`;

export interface AuditVerification {
  id: number;
  startedAt: Date;
  finishedAt: Date;
  rowsChecked: number;
  checkpointsChecked: number;
  /** In chain order; the first is the first broken link. Empty when the trail is whole. */
  brokenLinks: AuditBrokenLink[];
  requestedBy: string;
}

/**
 * Walks every chain of the audit trail (ADR 133) on one snapshot, so rows committed meanwhile
 * cannot look like breaks, and records the result. Rows edited, deleted, written with triggers
 * off, and rows cut off a chain's end (against its checkpoints and head) are all reported.
 */
export async function verifyAuditTrail(db: Db, requestedBy: VerificationRequester): Promise<AuditVerification> {
  const startedAt = new Date();
  const walked = await db.transaction(
    async (tx) => {
      const rowLinks = await findBrokenRowLinks(tx, BROKEN_LINKS_KEPT);
      const checkpoints = await findBrokenCheckpoints(tx, BROKEN_LINKS_KEPT);
      const heads = await findBrokenHeads(tx);
      const counts = await countChainRows(tx);
      return { counts, broken: [...rowLinks, ...checkpoints, ...heads].slice(0, BROKEN_LINKS_KEPT) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return insertVerification(db, {
    startedAt,
    finishedAt: new Date(),
    rowsChecked: walked.counts.rows,
    checkpointsChecked: walked.counts.checkpoints,
    brokenLinks: walked.broken,
    requestedBy,
  });
}

/** The last verification, or null before the first. */
export function latestAuditVerification(db: Db): Promise<AuditVerification | null> {
  return findLatestVerification(db);
}

/** A checkpoint of each chain that moved since its last: the caller also writes them to the log. */
export function checkpointAuditChains(db: Db) {
  return insertCheckpointsOfMovedChains(db);
}
