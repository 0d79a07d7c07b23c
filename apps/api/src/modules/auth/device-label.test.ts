import { describe, expect, it } from 'vitest';
import { deviceLabelOf } from './device-label';

describe('deviceLabelOf', () => {
  it('names the browser and the system only', () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceLabelOf(iPhone)).toBe('Safari on iOS');
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceLabelOf(mac)).toBe('Chrome on macOS');
  });

  it('is null for a missing or unrecognised user agent', () => {
    expect(deviceLabelOf(undefined)).toBeNull();
    expect(deviceLabelOf('   ')).toBeNull();
    expect(deviceLabelOf('curl-like/1')).toBeNull();
  });
});
