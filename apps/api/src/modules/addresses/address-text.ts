import { isShippingStateCode } from '@app/domain/validation';
import { STREET_SUFFIXES, type StreetSuffix } from './street-names';

/** What the patient typed in the street field, taken apart for the bundled suggestions. */
export interface TypedAddress {
  /** "123", "12B", "12-14". */
  houseNumber: string;
  /** A directional before the street ("N", "SW"), upper-case, if typed. */
  direction: string | undefined;
  /** The street as typed so far, lower-case, its last word's suffix abbreviated ("oak avenue" → "oak ave"). */
  streetPrefix: string;
  /** A five-digit zip typed after the street, if any. */
  zip: string | undefined;
  /** A two-letter state typed after a comma, if any. */
  state: string | undefined;
  /** A city typed after a comma, if any, as typed. */
  city: string | undefined;
}

const HOUSE_NUMBER = /^(\d{1,6}[A-Za-z]?(?:-\d{1,6})?)\s+(.+)$/;
const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const ZIP_TOKEN = /^(\d{5})(?:-?\d{4})?$/;

const SUFFIX_BY_WORD = new Map<string, StreetSuffix>(
  Object.entries(STREET_SUFFIXES).map(([abbreviation, word]) => [
    word,
    abbreviation as StreetSuffix,
  ]),
);

/** "oak avenue" → "oak ave"; "main street" → "main st"; other words stay as typed. */
function abbreviateSuffix(words: string[]): string[] {
  const last = words.at(-1);
  const suffix = last === undefined ? undefined : SUFFIX_BY_WORD.get(last);
  return suffix ? [...words.slice(0, -1), suffix.toLowerCase()] : words;
}

/** Takes a trailing zip off a list of words. */
function takeZip(words: string[]): string | undefined {
  const match = ZIP_TOKEN.exec(words.at(-1) ?? '');
  if (!match) {
    return undefined;
  }
  words.pop();
  return match[1];
}

/**
 * Whether the last word is a state: its own part after a comma ("Austin, tx"), or two capitals
 * ("Austin TX"); "Beverly Hi" is the start of a town, not Hawaii.
 */
function isStateWord(word: string, isOwnPart: boolean): boolean {
  return (
    word.length === 2 &&
    isShippingStateCode(word.toUpperCase()) &&
    (isOwnPart || word === word.toUpperCase())
  );
}

/** The place after the first comma: "Austin", "Austin, TX", "Austin TX 78701", "78701". */
function parseLocality(text: string): Pick<TypedAddress, 'zip' | 'state' | 'city'> {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const words = parts.join(' ').split(' ').filter(Boolean);
  const zip = takeZip(words);
  // The last part without its zip ("TX 78701" → "TX"); a part that was only a zip gives way to the one before.
  const lastPart = parts.at(-1)?.replace(/\s*\d{5}(?:-?\d{4})?$/, '') || parts.at(-2) || '';
  const last = words.at(-1);
  const state =
    last !== undefined && isStateWord(last, lastPart === last) ? last.toUpperCase() : undefined;
  if (state) {
    words.pop();
  }
  const city = words.join(' ') || undefined;
  return { zip, state, city };
}

/**
 * Takes the typed street text apart: a house number, then the street, then optionally a comma and
 * a place (city, state, zip); a zip may also follow the street without a comma. Undefined when the
 * text does not start with a house number and a street: there is nothing to suggest yet.
 */
export function parseTypedAddress(text: string): TypedAddress | undefined {
  const normalized = text.replace(/\s+/g, ' ').trim();
  const comma = normalized.indexOf(',');
  const streetPart = (comma === -1 ? normalized : normalized.slice(0, comma)).trim();
  const locality: Partial<Pick<TypedAddress, 'zip' | 'state' | 'city'>> =
    comma === -1 ? {} : parseLocality(normalized.slice(comma + 1));
  const match = HOUSE_NUMBER.exec(streetPart);
  if (!match) {
    return undefined;
  }
  const words = match[2]!.split(' ');
  const trailingZip = comma === -1 ? takeZip(words) : undefined;
  const first = words[0]?.toUpperCase().replace(/\.$/, '');
  const direction =
    first !== undefined && words.length > 1 && DIRECTIONS.has(first) ? first : undefined;
  const streetWords = abbreviateSuffix(
    (direction ? words.slice(1) : words).map((word) => word.toLowerCase().replace(/\.$/, '')),
  );
  const streetPrefix = streetWords.join(' ');
  if (!streetPrefix) {
    return undefined;
  }
  return {
    houseNumber: match[1]!.toUpperCase(),
    direction,
    streetPrefix,
    zip: locality.zip ?? trailingZip,
    state: locality.state,
    city: locality.city,
  };
}
