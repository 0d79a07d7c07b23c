import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up to its package.json. Works from the TypeScript source
 * (tests, tsx) and from the bundled dist/server.js alike, so committed files such as drizzle/
 * are found wherever the code runs from.
 */
export function findApiRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@app/api') {
        return dir;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error('apps/api/package.json not found above ' + from);
    }
    dir = parent;
  }
}
