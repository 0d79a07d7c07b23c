import { describe, expect, it } from 'vitest';
import { usualReplyTimeText } from './reply-time';

describe('usualReplyTimeText', () => {
  it('says an hour up to 60 minutes, whole hours rounded up below two days, then days', () => {
    expect(usualReplyTimeText(0)).toBe('The care team usually replies within an hour.');
    expect(usualReplyTimeText(60)).toBe('The care team usually replies within an hour.');
    expect(usualReplyTimeText(61)).toBe('The care team usually replies within 2 hours.');
    expect(usualReplyTimeText(5 * 60 + 1)).toBe('The care team usually replies within 6 hours.');
    expect(usualReplyTimeText(47 * 60)).toBe('The care team usually replies within 47 hours.');
    expect(usualReplyTimeText(47 * 60 + 1)).toBe('The care team usually replies within 2 days.');
    expect(usualReplyTimeText(60 * 60)).toBe('The care team usually replies within 3 days.');
  });

  it('gives the 48-hour promise when there is too little data for a median', () => {
    expect(usualReplyTimeText(null)).toBe('The care team aims to reply within 48 hours.');
  });
});
