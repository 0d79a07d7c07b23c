import { createRequire } from 'node:module';
import { US_STATE_CODES } from '@app/domain/constants';
import { timeZoneForState } from '@app/domain/scheduling';
import { STATE_SALES_TAX_PPM } from '../../modules/pricing/state-sales-tax-rates';

/**
 * Where the seeded patients live (ADR 124): each state weighted by its population (the 2020
 * census, in hundred thousands, rounded), one or two of its best-known area codes, and ZIP codes
 * of the state from the US ZIP data the app bundles (the `zipcodes` package, as the ZipDirectory).
 */
const POPULATION = `CA 395 TX 291 FL 215 NY 202 PA 130 IL 128 OH 118 GA 107 NC 104 MI 101 NJ 93 VA 86 WA 77 AZ 72 MA 70
TN 69 IN 68 MD 62 MO 62 WI 59 CO 58 MN 57 SC 51 AL 50 LA 47 KY 45 OR 42 OK 40 CT 36 UT 33 IA 32 NV 31 AR 30 MS 30 KS 29
NM 21 NE 20 ID 18 WV 18 HI 15 NH 14 ME 14 RI 11 MT 11 DE 10 SD 9 ND 8 AK 7 DC 7 VT 6 WY 6`;

const AREA_CODES = `CA 213/415/619/916 TX 214/512/713 FL 305/407/813 NY 212/518/716 PA 215/412 IL 312/217 OH 216/614 GA 404/912
NC 704/919 MI 313/616 NJ 201/973 VA 703/804 WA 206/509 AZ 602/520 MA 617/413 TN 615/901 IN 317/219 MD 410/301
MO 314/816 WI 414/608 CO 303/719 MN 612/651 SC 803/843 AL 205/334 LA 504/225 KY 502/859 OR 503/541 OK 405/918
CT 203/860 UT 801/435 IA 515/319 NV 702/775 AR 501/479 MS 601/662 KS 316/785 NM 505/575 NE 402/308 ID 208 WV 304
HI 808 NH 603 ME 207 RI 401 MT 406 DE 302 SD 605 ND 701 AK 907 DC 202 VT 802 WY 307`;

/** ZIP codes kept per state: enough for variety, few enough to load in one statement. */
const ZIPS_PER_STATE = 60;

export interface VolumeState {
  code: string;
  weight: number;
  timeZone: string;
  taxPpm: number;
  areaCodes: string[];
}

export interface VolumeZip {
  state: string;
  position: number;
  zip: string;
  city: string;
}

function pairs(text: string): [string, string][] {
  const tokens = text.split(/\s+/).filter(Boolean);
  return Array.from({ length: tokens.length / 2 }, (_, index) => [tokens[index * 2]!, tokens[index * 2 + 1]!]);
}

/** Every state the app serves, with its weight, zone, sales tax rate and area codes. */
export function volumeStates(): VolumeState[] {
  const population = new Map(pairs(POPULATION).map(([code, weight]) => [code, Number(weight)]));
  const areaCodes = new Map(pairs(AREA_CODES).map(([code, codes]) => [code, codes.split('/')]));
  return US_STATE_CODES.map((code) => ({
    code,
    weight: population.get(code) ?? 1,
    timeZone: timeZoneForState(code),
    taxPpm: STATE_SALES_TAX_PPM[code as keyof typeof STATE_SALES_TAX_PPM],
    areaCodes: areaCodes.get(code) ?? ['555'],
  }));
}

interface ZipcodesPackage {
  codes: Record<string, { zip: string; city: string; state: string; country: string }>;
}

/** Up to `ZIPS_PER_STATE` ZIP codes of each state, spread over its range, with their towns. */
export function volumeZips(): VolumeZip[] {
  const data = createRequire(import.meta.url)('zipcodes') as ZipcodesPackage;
  const byState = new Map<string, { zip: string; city: string }[]>();
  for (const entry of Object.values(data.codes)) {
    if (entry.country === 'US' && /^\d{5}$/.test(entry.zip) && US_STATE_CODES.includes(entry.state)) {
      const zips = byState.get(entry.state) ?? [];
      zips.push({ zip: entry.zip, city: entry.city });
      byState.set(entry.state, zips);
    }
  }
  return [...byState.entries()].flatMap(([state, zips]) => {
    const sorted = zips.sort((a, b) => a.zip.localeCompare(b.zip));
    const step = Math.max(1, Math.floor(sorted.length / ZIPS_PER_STATE));
    return sorted
      .filter((_, index) => index % step === 0)
      .slice(0, ZIPS_PER_STATE)
      .map((place, position) => ({ state, position, zip: place.zip, city: place.city }));
  });
}
