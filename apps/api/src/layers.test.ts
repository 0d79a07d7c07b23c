import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readImportGraph, relativeImportsOf, topOf } from './test/import-graph';

// The API's folders stand in layers (docs/architecture.md, ADR 148): a file imports from its own
// layer or a lower one. This test reads every import of every production file, counts those that
// run up the layers and fails when there are more than the number recorded below. It also holds
// the domain package to one direction between `contracts/` and the rule folders.

const API_SRC = fileURLToPath(new URL('.', import.meta.url));
const DOMAIN_SRC = fileURLToPath(new URL('../../../packages/domain/src/', import.meta.url));

/**
 * Each top-level folder or file of apps/api/src with its layer, lowest first. A module folder is
 * under `modules`, so a new module needs no entry; a new top-level folder or file does.
 */
const API_LAYERS: Readonly<Record<string, number>> = {
  // 0: settings, errors, logging and small helpers that know nothing of the app
  env: 0,
  errors: 0,
  logging: 0,
  'error-serializer': 0,
  'timed-work': 0,
  'sealed-box': 0,
  secret: 0,
  'escape-html': 0,
  // the trace a request or job runs in (ADR 156): read by the job queue, set by the app and the worker
  'trace-context': 0,
  // 1: the database: client, transactions, job queue and its payloads, schema, migrations
  db: 1,
  // 2: what a route handler reads off a request (who calls, the audit note, the session's changes)
  http: 2,
  // 3: the modules: routes, services, repositories
  modules: 3,
  // 4: built from modules: the composition root, the request plugins
  adapters: 4,
  wiring: 4,
  plugins: 4,
  'request-log': 4,
  // 5: the route groups and the job worker, which register and run the modules' code
  surfaces: 5,
  jobs: 5,
  // health checks and metrics, used by the app and the processes (ADR 155)
  observability: 5,
  // 6: the app; 7: what starts from it; 8: the processes
  app: 6,
  'openapi-document': 7,
  seed: 7,
  cli: 7,
  server: 8,
  worker: 8,
  // test support sits above everything it drives
  test: 9,
};

/** Imports that run up the layers today; the count may fall, never rise (issue 30 brought it from 52). */
const RECORDED_UPWARD_IMPORTS = 1;

/** Each import of `graph` whose target stands on a higher layer than its file, as `file -> target`. */
function upwardImports(graph: ReadonlyMap<string, readonly string[]>, layers: Readonly<Record<string, number>>): string[] {
  const layerOf = (path: string) => layers[topOf(path)] ?? Number.POSITIVE_INFINITY;
  return [...graph].flatMap(([file, targets]) => targets.filter((target) => layerOf(target) > layerOf(file)).map((target) => `${file} -> ${target}`));
}

/**
 * The folders that both import from `middle` and are imported by it: for one direction between a
 * folder and `middle`, this is empty.
 */
function bothWays(graph: ReadonlyMap<string, readonly string[]>, middle: string): string[] {
  const below = new Set<string>();
  const above = new Set<string>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (topOf(file) === middle && topOf(target) !== middle) {
        below.add(topOf(target));
      } else if (topOf(target) === middle && topOf(file) !== middle) {
        above.add(topOf(file));
      }
    }
  }
  return [...below].filter((folder) => above.has(folder)).sort();
}

describe('the API layers', () => {
  // test/ is test support: it may import anything, and a production file importing it counts as upward.
  const graph = readImportGraph(API_SRC, (path) => path.startsWith('test/'));

  it('give every top-level folder and file of apps/api/src a layer', () => {
    const tops = readdirSync(API_SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)))
      .map((entry) => entry.name.replace(/\.tsx?$/, ''));
    const unplaced = tops.filter((top) => !(top in API_LAYERS));
    expect(unplaced).toEqual([]);
  });

  it(`run up the layers in at most ${RECORDED_UPWARD_IMPORTS} imports`, () => {
    const upward = upwardImports(graph, API_LAYERS);
    expect(upward.length, `upward imports:\n${upward.join('\n')}`).toBeLessThanOrEqual(RECORDED_UPWARD_IMPORTS);
  });

  it('keep route helpers below the modules and the job queue below the jobs', () => {
    const into = (folder: string, target: string) => upwardImports(graph, API_LAYERS).filter((edge) => edge.startsWith(`${folder}/`) && edge.split(' -> ')[1]!.startsWith(`${target}/`));
    expect(into('modules', 'surfaces')).toEqual([]);
    expect(into('modules', 'plugins')).toEqual([]);
    expect(into('db', 'jobs')).toEqual([]);
  });

  it('counts an import that runs up (the check itself)', () => {
    const made = new Map([
      ['db/client', ['env']],
      ['modules/visits/visits.routes', ['http/audience', 'db/client', 'surfaces/patient']],
      ['modules/new-module/new.routes', ['plugins/session']],
      ['surfaces/patient', ['modules/visits/visits.routes']],
      ['unlisted', ['db/client']],
    ]);
    expect(upwardImports(made, { env: 0, db: 1, http: 2, modules: 3, plugins: 4, surfaces: 5 })).toEqual([
      'modules/visits/visits.routes -> surfaces/patient',
      'modules/new-module/new.routes -> plugins/session',
    ]);
    expect(upwardImports(made, { env: 0, db: 1, http: 2, modules: 3, plugins: 4, surfaces: 5, unlisted: 0 })).toHaveLength(3);
  });

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const source = [
      "import { a } from '../db/client';",
      "import type { B } from './b';",
      "export { c } from '../c';",
      "const d = await import('../d');",
      "import './side-effect';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(relativeImportsOf(source)).toEqual(['../db/client', './b', '../c', '../d', './side-effect']);
  });
});

describe('the domain package', () => {
  const graph = readImportGraph(DOMAIN_SRC);

  it('imports in one direction between contracts/ and each rule folder', () => {
    expect(bothWays(graph, 'contracts')).toEqual([]);
  });

  it('finds a folder on both sides of contracts/ (the check itself)', () => {
    const made = new Map([
      ['contracts/catalogue', ['constants/limits', 'selection/checkout-mode']],
      ['selection/bundle', ['contracts/catalogue']],
      ['pricing/card-pricing', ['contracts/catalogue']],
    ]);
    expect(bothWays(made, 'contracts')).toEqual(['selection']);
  });
});
