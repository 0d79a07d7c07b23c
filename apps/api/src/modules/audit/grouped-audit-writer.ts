import type { Db } from '../../db/client';
import { recordAudit, type AuditEntry } from './audit.service';

/** Most rows one INSERT carries: 8 parameters a row, far below PostgreSQL's 65,535. */
const MAX_ROWS_PER_INSERT = 500;

interface Waiting {
  entry: AuditEntry;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The request rows' writer (ADR 116): each call resolves once its row is committed, so a request
 * still answers only after its row stands, but the rows of requests arriving while an INSERT is on
 * its way go together in the next one (group commit). Alone, a row costs one INSERT as before; at
 * fifty requests at once, one INSERT and one commit carry many. A batch that fails is written again
 * row by row, so one bad row fails only its own request.
 */
export function createGroupedAuditWriter(db: Db): (entry: AuditEntry) => Promise<void> {
  const waiting: Waiting[] = [];
  let isWriting = false;

  const writeBatch = async (batch: Waiting[]) => {
    try {
      await recordAudit(db, ...batch.map((item) => item.entry));
      batch.forEach((item) => item.resolve());
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const item of batch) {
        await writeBatch([item]);
      }
    }
  };

  const writeWaiting = async () => {
    isWriting = true;
    while (waiting.length > 0) {
      await writeBatch(waiting.splice(0, MAX_ROWS_PER_INSERT));
    }
    isWriting = false;
  };

  return (entry) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ entry, resolve, reject });
      if (!isWriting) {
        void writeWaiting();
      }
    });
}
