import { describe, expect, it } from 'vitest';
import { isQueueCursor, QUEUE_COUNT_LIMIT, queueCountText } from './queue-pages';

describe('queue pages', () => {
  it('accepts the cursors the server writes and nothing else', () => {
    expect(isQueueCursor('1795742912510123.42')).toBe(true);
    expect(isQueueCursor('0.2147483647')).toBe(true);
    for (const cursor of ['', '1.0', '1.2147483648', '-1.5', '1.5.5', '1.05', ' 1.5', `${'9'.repeat(18)}.1`, '1e5.1']) {
      expect(isQueueCursor(cursor), cursor).toBe(false);
    }
  });

  it('counts up to the limit and says when there are more', () => {
    expect(queueCountText(0)).toBe('0');
    expect(queueCountText(QUEUE_COUNT_LIMIT - 1)).toBe('999');
    expect(queueCountText(QUEUE_COUNT_LIMIT)).toBe('1,000+');
  });
});
