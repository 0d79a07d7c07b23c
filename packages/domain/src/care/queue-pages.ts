/**
 * The provider's queue comes in pages (ADR 127): the visits oldest first and the threads longest
 * waiting first, each list a page at a time, with how many wait in all. A page ends at a cursor, the
 * position of its last entry; the next page starts after it, so decisions taken meanwhile move
 * nothing that is still to come.
 */

/** Entries a page of the queue holds: about a screen of cards. */
export const QUEUE_PAGE_SIZE = 25;

/**
 * The count of a list stops here: past a thousand waiting, the exact number changes no decision,
 * and counting further would make every read of the queue grow with the backlog.
 */
export const QUEUE_COUNT_LIMIT = 1000;

/** A list's count as the page shows it: "1,000+" once it reached the limit. */
export function queueCountText(total: number): string {
  return total >= QUEUE_COUNT_LIMIT ? `${QUEUE_COUNT_LIMIT.toLocaleString('en-US')}+` : String(total);
}

/**
 * A position in a list: the entry's time in microseconds since 1970 (exactly as PostgreSQL stores
 * it) and its id, as `<micros>.<id>`. Both are plain numbers the server compares, never trusts.
 */
export const QUEUE_CURSOR_PATTERN = /^(\d{1,17})\.([1-9]\d{0,9})$/;

const LARGEST_ROW_ID = 2_147_483_647;

/** Whether `cursor` is one the server could have written (its id fits a row id). */
export function isQueueCursor(cursor: string): boolean {
  const match = QUEUE_CURSOR_PATTERN.exec(cursor);
  return match !== null && Number(match[2]) <= LARGEST_ROW_ID;
}
