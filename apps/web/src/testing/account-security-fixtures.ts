import type { AccountSecurity, AccountSession } from '@app/domain/contracts';

/** The device a test's page runs on (tests only). */
export const THIS_DEVICE: AccountSession = {
  id: '0b7a4c52-1111-4a8e-9f00-000000000001',
  device: 'Chrome on macOS',
  signedInAt: '2027-03-01T17:00:00.000Z',
  lastSeenAt: '2027-03-05T18:30:00.000Z',
  isCurrent: true,
};

/** Two other devices of the same account, the phone the most recently active. */
export const PHONE: AccountSession = {
  id: '0b7a4c52-2222-4a8e-9f00-000000000002',
  device: 'Safari on iOS',
  signedInAt: '2027-02-20T08:00:00.000Z',
  lastSeenAt: '2027-03-04T09:15:00.000Z',
  isCurrent: false,
};

export const OLD_LAPTOP: AccountSession = {
  id: '0b7a4c52-3333-4a8e-9f00-000000000003',
  device: 'Firefox on Windows',
  signedInAt: '2027-01-02T12:00:00.000Z',
  lastSeenAt: '2027-01-09T20:45:00.000Z',
  isCurrent: false,
};

/** The page's answer with these devices. */
export const securityWith = (sessions: AccountSession[], hasPassword = true): AccountSecurity => ({
  sessions,
  hasPassword,
});
