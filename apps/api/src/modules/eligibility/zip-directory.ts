import { createRequire } from 'node:module';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
}

/** The address-data adapter: which city and state a US zip code belongs to. */
export interface ZipDirectory {
  lookup: (zip5: string) => ZipPlace | undefined;
}

interface ZipcodesPackage {
  lookup: (zip: string) => { zip: string; city: string; state: string; country: string } | undefined;
}

/**
 * The default adapter: the US ZIP data bundled in the `zipcodes` npm package, loaded lazily
 * (it is a few MB) the first time a zip is looked up.
 */
export function createBundledZipDirectory(): ZipDirectory {
  let data: ZipcodesPackage | undefined;
  return {
    lookup: (zip5) => {
      data ??= createRequire(import.meta.url)('zipcodes') as ZipcodesPackage;
      const place = data.lookup(zip5);
      if (!place || place.country !== 'US') {
        return undefined;
      }
      return { zip: place.zip, city: place.city, state: place.state };
    },
  };
}
