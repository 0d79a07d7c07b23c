import { describe, expect, it } from 'vitest';
import { zoneName } from './time-zones';

describe('zoneName', () => {
  it('names the zone with its long name', () => {
    expect(zoneName('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe(
      'America/New_York (Eastern Standard Time)',
    );
    expect(zoneName('UTC')).toMatch(/^UTC/);
  });
});
