import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The API's modules may depend on each other only downwards (docs/architecture.md): this test
// reads every import between module folders and fails on a loop, whatever file closes it.

const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Modules that import no other module: everything may build on them. */
const LEAVES = ['addresses', 'brands', 'catalogue', 'flash-messages', 'messaging', 'patients', 'pricing', 'rate-limits'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** module → the modules its source files import (type-only imports count: they couple the code too). */
function readModuleGraph(dir = MODULES_DIR): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const imports = new Set<string>();
    for (const file of sourceFiles(join(dir, module.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)) {
        if (match[1] !== module.name) {
          imports.add(match[1]!);
        }
      }
    }
    graph.set(module.name, imports);
  }
  return graph;
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

describe('the API modules', () => {
  const graph = readModuleGraph();

  it('import each other without a loop', () => {
    expect(findLoops(graph)).toEqual([]);
  });

  it.each(LEAVES)('%s imports no other module', (leaf) => {
    expect([...(graph.get(leaf) ?? [])]).toEqual([]);
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
