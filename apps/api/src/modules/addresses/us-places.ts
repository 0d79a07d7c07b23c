import { createRequire } from 'node:module';

/** A US town as the bundled suggestions place a street in; `zip` is empty when the town has several. */
export interface UsPlace {
  city: string;
  state: string;
  zip: string;
}

interface ZipcodesEntry {
  zip: string;
  city: string;
  state: string;
  country: string;
}

interface ZipcodesPackage {
  codes: Record<string, ZipcodesEntry>;
}

interface PlaceIndex {
  byZip: Map<string, UsPlace>;
  /** state → upper-case city → the town with its zips, in zip order. */
  townsByState: Map<string, Map<string, { city: string; zips: string[] }>>;
}

/** The package writes military post cities as words ("Apo"); the post writes them in capitals. */
function cityName(raw: string): string {
  return /^[AFD]po$/i.test(raw) ? raw.toUpperCase() : raw;
}

function buildIndex(data: ZipcodesPackage): PlaceIndex {
  const byZip = new Map<string, UsPlace>();
  const townsByState = new Map<string, Map<string, { city: string; zips: string[] }>>();
  for (const entry of Object.values(data.codes)) {
    if (entry.country !== 'US') {
      continue;
    }
    const city = cityName(entry.city);
    byZip.set(entry.zip, { city, state: entry.state, zip: entry.zip });
    const towns =
      townsByState.get(entry.state) ?? new Map<string, { city: string; zips: string[] }>();
    townsByState.set(entry.state, towns);
    const key = city.toUpperCase();
    const town = towns.get(key) ?? { city, zips: [] };
    towns.set(key, town);
    town.zips.push(entry.zip);
  }
  for (const towns of townsByState.values()) {
    for (const town of towns.values()) {
      town.zips.sort();
    }
  }
  return { byZip, townsByState };
}

/**
 * Towns and zips of the US ZIP data bundled in the `zipcodes` npm package (the ZipDirectory's
 * source too), indexed the first time it is asked: a few MB, so not at start-up.
 */
export function createUsPlaces() {
  let index: PlaceIndex | undefined;
  const load = () =>
    (index ??= buildIndex(createRequire(import.meta.url)('zipcodes') as ZipcodesPackage));
  return {
    /** The town of a five-digit zip. */
    placeOfZip: (zip5: string): UsPlace | undefined => load().byZip.get(zip5),
    /** Towns of a state whose name starts with `prefix` (any case), exact names first, at most `limit`. */
    townsStartingWith: (state: string, prefix: string, limit: number): UsPlace[] => {
      const wanted = prefix.trim().toUpperCase();
      const towns = [...(load().townsByState.get(state)?.entries() ?? [])]
        .filter(([key]) => wanted.length > 0 && key.startsWith(wanted))
        .sort(([a], [b]) => Number(b === wanted) - Number(a === wanted) || a.localeCompare(b))
        .slice(0, limit);
      return towns.map(([, town]) => ({
        city: town.city,
        state,
        zip: town.zips.length === 1 ? town.zips[0]! : '',
      }));
    },
  };
}

export type UsPlaces = ReturnType<typeof createUsPlaces>;
