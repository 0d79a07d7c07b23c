import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readImportGraph } from '../test/import-graph';

// The API's modules may depend on each other only downwards (docs/architecture.md): this test
// reads every import between module folders and fails on a loop, whatever file closes it. Each
// module shows others one public face, its index.ts (ADR 151): nothing outside a module, the
// seed and the CLI included, imports any other of its files.

const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Modules that import no other module: everything may build on them. */
const LEAVES = ['addresses', 'brands', 'catalogue', 'flash-messages', 'messaging', 'patients', 'pricing', 'rate-limits'];

const API_SRC = fileURLToPath(new URL('..', import.meta.url));
/** Production code outside the test folder (kits may set up what a test needs from any file). */
const CODE = readImportGraph(API_SRC, (path) => path.startsWith('test/'));

/** The module a path of apps/api/src is in, if any. */
const moduleOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1] : undefined);

/** module → the modules its source files import (type-only imports count: they couple the code too). */
function readModuleGraph(graph: ReadonlyMap<string, readonly string[]> = CODE): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    modules.set(module.name, new Set());
  }
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    for (const to of targets.map(moduleOf)) {
      if (from && to && to !== from) {
        modules.set(from, (modules.get(from) ?? new Set()).add(to));
      }
    }
  }
  return modules;
}

/**
 * The imports that reach into another module past its public face (`modules/<name>/index.ts`), as
 * `file -> target`: code outside a module may import only its folder.
 */
function importsPastFaces(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const to = moduleOf(target);
        return to !== undefined && to !== moduleOf(file) && target !== `modules/${to}` && target !== `modules/${to}/index`;
      })
      .map((target) => `${file} -> ${target}`),
  );
}

/** The loops of a graph: each strongly connected component of more than one module (Tarjan). */
function findLoops(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) {
        loops.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) {
    if (!index.has(node)) {
      visit(node);
    }
  }
  return loops;
}

/** module → the names its face re-exports from its repositories (for the seed and the CLI only). */
function repositoryNamesOfFaces(): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const face = join(MODULES_DIR, module.name, 'index.ts');
    const text = existsSync(face) ? readFileSync(face, 'utf8') : '';
    const fromRepositories = [...text.matchAll(/export (?:type )?\{([^}]*)\} from '\.\/[\w./-]*\.repository'/g)];
    names.set(module.name, new Set(fromRepositories.flatMap((match) => match[1]!.split(',').map((name) => name.trim()))));
  }
  return names;
}

/** The repository functions a module imports from another's face, as `file: name` (modules call services). */
function repositoryCallsBetweenModules(files: ReadonlyMap<string, string>, repositoryNames: ReadonlyMap<string, Set<string>>): string[] {
  return [...files].flatMap(([file, text]) =>
    [...text.matchAll(/import (?:type )?\{([^}]*)\} from '\.\.\/([a-z-]+)'/g)].flatMap((match) =>
      match[1]!
        .split(',')
        .map((name) => name.trim().replace(/^type /, ''))
        .filter((name) => repositoryNames.get(match[2]!)?.has(name))
        .map((name) => `${file}: ${name}`),
    ),
  );
}

/** The text of every production file under modules/, by its path. */
function moduleSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of CODE.keys()) {
    if (file.startsWith('modules/')) {
      const path = join(API_SRC, `${file}.ts`);
      sources.set(file, readFileSync(existsSync(path) ? path : `${path}x`, 'utf8'));
    }
  }
  return sources;
}

describe('the API modules', () => {
  const graph = readModuleGraph();

  it('import each other without a loop', () => {
    expect(findLoops(graph)).toEqual([]);
  });

  it.each(LEAVES)('%s imports no other module', (leaf) => {
    expect([...(graph.get(leaf) ?? [])]).toEqual([]);
  });

  it('each have a public face, index.ts', () => {
    expect([...graph.keys()].filter((module) => !existsSync(join(MODULES_DIR, module, 'index.ts')))).toEqual([]);
  });

  it('are reached only through their public face, from other modules, the surfaces, the jobs, the seed and the CLI', () => {
    expect(importsPastFaces(CODE)).toEqual([]);
  });

  it("call each other's services, never a repository function a face shows the seed and the CLI", () => {
    expect(repositoryCallsBetweenModules(moduleSources(), repositoryNamesOfFaces())).toEqual([]);
  });

  it('finds a repository function imported through a face (the check itself)', () => {
    const files = new Map([['modules/a/a.service', "import { insertB, type BRow, listB } from '../b';\n"]]);
    expect(repositoryCallsBetweenModules(files, new Map([['b', new Set(['insertB', 'BRow'])]]))).toEqual(['modules/a/a.service: insertB', 'modules/a/a.service: BRow']);
  });

  it('finds an import past a face and counts an import of a face as an edge (the check itself)', () => {
    const code = new Map([
      ['modules/a/a.service', ['modules/b', 'modules/c/c.service', 'modules/a/a.repository']],
      ['modules/b/index', ['modules/b/b.service']],
      ['seed/demo', ['modules/b/index', 'modules/b/b.repository']],
    ]);
    expect(importsPastFaces(code)).toEqual(['modules/a/a.service -> modules/c/c.service', 'seed/demo -> modules/b/b.repository']);
    expect([...(readModuleGraph(code).get('a') ?? [])].sort()).toEqual(['b', 'c']);
  });

  it('finds a loop however many modules close it (the check itself)', () => {
    const looped = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findLoops(looped)).toEqual([['a', 'b', 'c']]);
  });
});
