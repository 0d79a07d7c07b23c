import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30 item 1 (ADR 151): the domain package names its public entry points by area,
// `@app/domain/<area>`, each an index.ts of the area's rules; the apps import nothing deeper.
const root = fileURLToPath(new URL('..', import.meta.url));
const DOMAIN_SRC = join(root, 'packages/domain/src');
const pkg = JSON.parse(readFileSync(join(root, 'packages/domain/package.json'), 'utf8'));
/** Entry points besides the areas: the care team's catalogue, which patient pages must not import (ADR 123). */
const EXTRA_ENTRIES = { './messages/staff': './src/messages/staff-en.ts' };
const areas = readdirSync(DOMAIN_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The files of the apps, e2e and scripts that import the domain, with each specifier they use. */
function domainSpecifiers() {
  const found = [];
  for (const folder of ['apps/api/src', 'apps/web/src', 'e2e', 'scripts']) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(tsx?|mjs)$/.test(entry.name) || entry.parentPath.includes('node_modules')) {
        continue;
      }
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const match of text.matchAll(/from '(@app\/domain[^']*)'|import\('(@app\/domain[^']*)'\)/g)) {
        found.push({ file: join(entry.parentPath, entry.name).slice(root.length), specifier: match[1] ?? match[2] });
      }
    }
  }
  return found;
}

describe('the domain package', () => {
  it('exports one entry point per area, and no wildcard', () => {
    expect(Object.keys(pkg.exports).sort()).toEqual([...areas.map((area) => `./${area}`), ...Object.keys(EXTRA_ENTRIES)].sort());
    for (const [name, target] of Object.entries(pkg.exports)) {
      expect(target, name).toBe(EXTRA_ENTRIES[name] ?? `./src/${name.slice(2)}/index.ts`);
      expect(existsSync(join(root, 'packages/domain', target)), target).toBe(true);
    }
  });

  it('declares no side effects, so a bundle keeps only the rules a page uses', () => {
    expect(pkg.sideEffects).toBe(false);
  });

  it('is imported by its entry points only, never by a file inside an area', () => {
    const specifiers = domainSpecifiers();
    expect(specifiers.length).toBeGreaterThan(100);
    const entries = new Set(Object.keys(pkg.exports).map((name) => `@app/domain/${name.slice(2)}`));
    expect(specifiers.filter(({ specifier }) => !entries.has(specifier))).toEqual([]);
  });
});
