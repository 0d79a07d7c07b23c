import { DeliveryError } from './delivery-error';
import type { SmsSender } from './sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** E.164 sending number. */
  fromNumber: string;
  /** https://api.twilio.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Sends texts through Twilio's Messages resource
 * (NOTE: https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * a form-encoded POST with HTTP basic auth of the account SID and auth token. A refusal throws a
 * `DeliveryError` that names the HTTP status and Twilio's error code only, never the number or the
 * text. A 400 is permanent (an invalid number, one that answered STOP): sending again cannot help.
 * Other refusals (credentials, rate limits, outages) may pass later, once fixed or recovered.
 */
export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    adapter: 'twilio',
    isOutboxDelivery: false,
    send: async (sms) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: sms.to, From: settings.fromNumber, Body: sms.body }).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      }).catch((error: unknown) => {
        const name = error instanceof Error ? error.name : 'unknown';
        throw new DeliveryError(`Twilio could not be reached: ${name}`, { isPermanent: false });
      });
      const payload = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (!response.ok) {
        const code = typeof payload.code === 'number' ? ` (Twilio error ${payload.code})` : '';
        throw new DeliveryError(`Twilio refused the text: HTTP ${response.status}${code}`, { isPermanent: response.status === 400 });
      }
      return { providerMessageId: typeof payload.sid === 'string' ? payload.sid : null };
    },
  };
}
