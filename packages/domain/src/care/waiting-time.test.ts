import { describe, expect, it } from 'vitest';
import { waitingTimeInWords } from './waiting-time';

describe('waitingTimeInWords', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [59, '59 minutes'],
    [60, '1 hour'],
    [3 * 60 + 59, '3 hours'],
    [47 * 60 + 59, '47 hours'],
    [48 * 60, '2 days'],
    [10 * 24 * 60 + 5, '10 days'],
    [-5, '0 minutes'],
  ])('%i minutes read "%s"', (minutes, words) => {
    expect(waitingTimeInWords(minutes)).toBe(words);
  });
});
