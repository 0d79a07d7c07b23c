import type { Db } from './client';

/**
 * READ COMMITTED is PostgreSQL's default and ours (ADR 080): each statement sees what was committed
 * before it began. Invariants that concurrent requests could break are held by unique indexes and
 * by row locks (`SELECT … FOR UPDATE`) taken inside the transaction, not by a stricter isolation
 * level, so no caller needs a serialization-failure retry loop. A unit of work that needs a
 * consistent snapshot across statements (a report, a reconciliation) asks for `repeatable read`.
 */
export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

/**
 * Runs `work` in one PostgreSQL transaction and hands it the transaction as its `db`: every
 * repository call made with it, whatever its module, commits together or not at all. A throw rolls
 * everything back and is rethrown. Inside an open transaction it opens a savepoint instead, so a
 * service that is itself called from a unit of work keeps working.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, isolationLevel: IsolationLevel = 'read committed'): Promise<T> {
  return db.transaction((tx) => work(tx), { isolationLevel });
}
