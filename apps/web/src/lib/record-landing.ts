import { apiRequest } from './api-client';

const RECORDED_KEY = 'teleskin.landing-recorded';

/**
 * Sends the landing url, referrer and (through the url) the `?t=` invite token once per browser
 * session. Failures are ignored: attribution must never get in a patient's way.
 */
export async function recordLanding(): Promise<void> {
  try {
    if (sessionStorage.getItem(RECORDED_KEY)) {
      return;
    }
    sessionStorage.setItem(RECORDED_KEY, '1');
    await apiRequest('POST', '/api/tracking/landing', {
      landingUrl: window.location.href,
      referrerUrl: document.referrer || undefined,
    });
  } catch {
    // Attribution is best effort.
  }
}
