// The JavaScript a screen's route adds to the entry, from the web build's manifest: the route's
// own chunk, and with it the shared chunks it imports that the entry does not already load.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

// What a browser receives: the build's `.gz` copy, or the file itself (under 1 KiB).
const gzipBytes = (file) => {
  const path = join(dist, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
};

/** Every file a manifest entry loads statically (itself and its imports, transitively). */
function staticFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) {
    return seen;
  }
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) {
    staticFiles(manifest, imported, seen);
  }
  return seen;
}

/**
 * Gzip bytes of a route's own chunk, and of everything it adds beyond the entry, with the paths of
 * those files (the browser tests check them against the budgets too, e2e/checkout.spec.ts).
 */
export function routeChunkSizes(source) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryFiles = staticFiles(manifest, 'index.html');
  const routeFiles = [...staticFiles(manifest, source)].filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
  const own = gzipBytes(manifest[source].file);
  const added = routeFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { own, added, files: routeFiles.length, paths: routeFiles.map((file) => join(dist, file)) };
}
