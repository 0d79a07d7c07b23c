import type { AddressSuggestion } from '@app/domain/contracts';
import { zip5 } from '@app/domain/validation';
import { parseTypedAddress, type TypedAddress } from './address-text';
import { STREET_NAMES } from './street-names';
import { createUsPlaces, type UsPlace, type UsPlaces } from './us-places';

export interface AddressLookupQuery {
  /** What the patient typed in the street field. */
  text: string;
  /** Where the patient is on file (the sign-up's zip and state), for text that names no place. */
  near: { zipcode: string | null; state: string | null };
  /** At most this many suggestions. */
  limit: number;
}

/**
 * The address autosuggest service (001 §7.2: suggestions of street_line, city, state, zipcode for
 * the typed text). A hosted US address service fits behind this interface; the default needs
 * nothing installed (ADR 105).
 */
export interface AddressLookup {
  suggest: (query: AddressLookupQuery) => Promise<AddressSuggestion[]>;
}

/** Street names of the list matching what was typed, exact ones first, then in list order. */
function matchingStreets(prefix: string): string[] {
  const streets = STREET_NAMES.flatMap(({ name, suffixes }) =>
    suffixes.map((suffix) => `${name} ${suffix}`),
  );
  const matches = streets.filter((street) => street.toLowerCase().startsWith(prefix));
  return matches.sort(
    (a, b) => Number(b.toLowerCase() === prefix) - Number(a.toLowerCase() === prefix),
  );
}

/** Where to place the streets: the typed zip, else the typed town, else the patient's zip, else their state. */
function placesFor(
  typed: TypedAddress,
  near: AddressLookupQuery['near'],
  places: UsPlaces,
  limit: number,
): UsPlace[] {
  if (typed.zip) {
    const place = places.placeOfZip(typed.zip);
    // A typed zip the data does not know places nothing: no guess at another town.
    return place ? [place] : [];
  }
  const state = typed.state ?? near.state?.trim().toUpperCase() ?? '';
  if (typed.city) {
    return state ? places.townsStartingWith(state, typed.city, limit) : [];
  }
  const nearZip = near.zipcode ? places.placeOfZip(zip5(near.zipcode)) : undefined;
  if (nearZip && (!typed.state || nearZip.state === typed.state)) {
    return [nearZip];
  }
  return [{ city: '', state, zip: '' }];
}

/**
 * The default lookup: bundled US data only. The streets come from a list of common US street names
 * (`street-names.ts`) that start like the typed street, behind the typed house number; the place
 * from the bundled ZIP data. It cannot know whether the street exists in that town: a suggestion
 * saves typing and the patient checks it (ADR 105).
 */
export function createBundledAddressLookup(places: UsPlaces = createUsPlaces()): AddressLookup {
  const suggest = ({ text, near, limit }: AddressLookupQuery): AddressSuggestion[] => {
    const typed = parseTypedAddress(text);
    if (!typed || limit <= 0) {
      return [];
    }
    const streets = matchingStreets(typed.streetPrefix);
    const towns = streets.length > 0 ? placesFor(typed, near, places, limit) : [];
    const suggestions: AddressSuggestion[] = [];
    for (const street of streets) {
      const line = [typed.houseNumber, typed.direction, street].filter(Boolean).join(' ');
      for (const town of towns) {
        if (suggestions.length === limit) {
          return suggestions;
        }
        suggestions.push({
          street_line: line,
          city: town.city,
          state: town.state,
          zipcode: town.zip,
        });
      }
    }
    return suggestions;
  };
  return { suggest: (query) => Promise.resolve(suggest(query)) };
}
