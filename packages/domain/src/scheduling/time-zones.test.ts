import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../constants/us-states';
import { DEFAULT_PATIENT_TIME_ZONE, isSupportedTimeZone, timeZoneForState } from './time-zones';

describe('time zones', () => {
  it('gives every state a zone that Intl supports', () => {
    for (const state of US_STATE_CODES) {
      expect(isSupportedTimeZone(timeZoneForState(state)), state).toBe(true);
    }
    expect(timeZoneForState('ca')).toBe('America/Los_Angeles');
    expect(timeZoneForState(null)).toBe(DEFAULT_PATIENT_TIME_ZONE);
    expect(timeZoneForState('ZZ')).toBe(DEFAULT_PATIENT_TIME_ZONE);
  });

  it('accepts listed zones, their aliases and UTC, and refuses anything else', () => {
    expect(isSupportedTimeZone('America/New_York')).toBe(true);
    expect(isSupportedTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isSupportedTimeZone('UTC')).toBe(true);
    expect(isSupportedTimeZone('Etc/UTC')).toBe(true);
    expect(isSupportedTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isSupportedTimeZone('')).toBe(false);
    expect(isSupportedTimeZone('+05:00')).toBe(false);
  });
});
