import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KnownDevices } from './known-devices';

export interface KnownDeviceCookieSettings {
  devices: KnownDevices;
  /** The one path the cookie is needed on: the sign-in's own, so no other request carries it. */
  path: string;
  isSecureCookie: boolean;
}

/** The device id the request's cookie proves for the account, if any. */
export function knownDeviceOf(request: FastifyRequest, settings: KnownDeviceCookieSettings, account: string): string | undefined {
  return settings.devices.recognise(request.cookies, account, new Date());
}

/** After a sign-in: this browser is (still) a known device of the account, for another year. */
export function rememberDevice(reply: FastifyReply, settings: KnownDeviceCookieSettings, account: string, deviceId: string | undefined): void {
  const cookie = settings.devices.cookieFor(account, deviceId, new Date());
  void reply.setCookie(cookie.name, cookie.value, {
    httpOnly: true,
    // Only our own pages post a sign-in; a link from elsewhere has no need of the cookie.
    sameSite: 'strict',
    secure: settings.isSecureCookie,
    path: settings.path,
    maxAge: cookie.maxAgeSeconds,
  });
}
