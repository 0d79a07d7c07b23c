import type { Brand } from '@app/domain/contracts';
import { DEMO_BRANDS } from './brand-catalog';

export interface BrandResolver {
  /** The brand for a Host header, or undefined when the host is not configured. */
  forHost: (host: string | undefined) => Brand | undefined;
  byId: (id: number) => Brand | undefined;
}

/** Parses `host=brandId,host=brandId` (the BRAND_HOSTS setting). */
export function parseBrandHosts(setting: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const pair of setting.split(',')) {
    const [host, id] = pair.split('=').map((part) => part.trim());
    if (host && id && /^\d+$/.test(id)) {
      map.set(host.toLowerCase(), Number(id));
    }
  }
  return map;
}

/** Strips the port (and IPv6 brackets) from a Host header. */
export function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    return host.slice(1, host.indexOf(']'));
  }
  return host.split(':')[0] ?? host;
}

/**
 * The origin links in a brand's emails point to when no request names the host (a job's email):
 * BRAND_ORIGINS when set, otherwise the brand's first host of BRAND_HOSTS on http and the port.
 */
export function brandOrigin(settings: { BRAND_ORIGINS?: string | undefined; BRAND_HOSTS: string; PORT: number }, brandId: number): string {
  for (const pair of (settings.BRAND_ORIGINS ?? '').split(',')) {
    const [id, origin] = pair.split('=').map((part) => part.trim());
    if (id === String(brandId) && origin) {
      return origin.replace(/\/$/, '');
    }
  }
  const host = [...parseBrandHosts(settings.BRAND_HOSTS)].find(([name, id]) => id === brandId && name !== '127.0.0.1')?.[0] ?? 'localhost';
  return `http://${host}:${settings.PORT}`;
}

/** A brand of the catalogue by id, for work done outside a request (a job sending a brand's email). */
export function findBrandById(id: number, brands: readonly Brand[] = DEMO_BRANDS): Brand | undefined {
  return brands.find((brand) => brand.id === id);
}

/** Builds the host → brand resolver from the setting and the brand catalogue. */
export function createBrandResolver(brandHosts: string, brands: readonly Brand[] = DEMO_BRANDS): BrandResolver {
  const hosts = parseBrandHosts(brandHosts);
  const byId = (id: number) => findBrandById(id, brands);
  return {
    byId,
    forHost: (host) => {
      if (!host) {
        return undefined;
      }
      const id = hosts.get(hostnameOf(host));
      return id === undefined ? undefined : byId(id);
    },
  };
}
