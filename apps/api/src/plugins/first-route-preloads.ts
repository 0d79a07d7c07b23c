import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages a first visit lands on (ads, emails, the marketing site), each with the web app's
 * route modules that draw it; a page the entry redirects lists the module of the page it redirects
 * to. Other pages load their chunk after the entry, as before (ADR 092).
 */
const FIRST_ROUTES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/$/, ['src/app/routes/eligibility-route.tsx']],
  [/^\/get-started\/[^/]+(\/[^/]+)?\/?$/, ['src/app/routes/eligibility-route.tsx']],
  [/^\/auth\/login\/?$/, ['src/app/routes/login-route.tsx']],
  [/^\/ineligible\/[^/]+\/?$/, ['src/app/routes/ineligible-route.tsx']],
  // The storefront: the list, a product, the cart (ADR 153).
  [/^\/shop(\/[^/]+)?\/?$/, ['src/app/routes/shop-routes.tsx']],
];

/** Whether `path` is a landing page of the table above (the server pre-renders those: ADR 095). */
export function isLandingPage(path: string): boolean {
  return FIRST_ROUTES.some(([pattern]) => pattern.test(path));
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and the files of everything it imports statically, each once. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) {
    return [];
  }
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * Reads the build's manifest (`.vite/manifest.json` in `distDir`) and answers, for a page path,
 * the `<link rel="modulepreload">` tags of its first route's chunks that the entry does not load
 * already, so the browser fetches them beside the entry instead of after it has run. Without a
 * manifest, or for another page, it answers ''.
 */
export function firstRoutePreloader(distDir: string): (path: string) => string {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return () => '';
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => (manifest[key] as { isEntry?: boolean }).isEntry);
  const inEntry = new Set(entryKey ? chunkFiles(manifest, entryKey, new Set()) : []);
  const tags = FIRST_ROUTES.map(([pattern, modules]) => {
    const seen = new Set<string>();
    const files = [...new Set(modules.flatMap((module) => chunkFiles(manifest, module, seen)))].filter((file) => !inEntry.has(file));
    return [pattern, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')] as const;
  });
  return (path) => tags.find(([pattern]) => pattern.test(path))?.[1] ?? '';
}
