import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

// How the architecture tests (layers.test.ts, modules/module-graph.test.ts) read the code: every
// relative import of every production file, as paths relative to the folder they read.

/** The relative imports of a source text (static, type-only, re-exports and dynamic `import()`). */
export function relativeImportsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
}

/** Every production source file under `dir`, as a path relative to it (tests excluded). */
export function productionFiles(dir: string, skip: (path: string) => boolean = () => false): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !skip(path));
}

/** file → the files it imports, every path relative to `dir`, without extensions. */
export function readImportGraph(dir: string, skip?: (path: string) => boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of productionFiles(dir, skip)) {
    const from = file.replace(/\.tsx?$/, '');
    const targets = relativeImportsOf(readFileSync(join(dir, file), 'utf8'))
      .map((specifier) => posix.join(posix.dirname(from), specifier))
      // A path out of the folder (a package's own files, such as its package.json) stands on no layer.
      .filter((target) => !target.startsWith('../'));
    graph.set(from, targets);
  }
  return graph;
}

/** The top-level folder or file a path is in. */
export const topOf = (path: string) => path.split('/')[0]!;
