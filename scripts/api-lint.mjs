// `npm run api:lint` (part of `npm test`): the API description, built from the app without a
// database or a server (apps/api/src/openapi-document.ts), linted by Spectral with the repository's
// .spectral.yaml (the whole `oas` ruleset and a few rules of our own); any warning or error fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const SPECTRAL = join(dirname(require.resolve('@stoplight/spectral-cli/package.json')), 'dist', 'index.js');

/** The top-level tags no operation names (Spectral checks the other way: every tag named is listed). */
function unusedTags(document) {
  const named = new Set(
    Object.values(document.paths ?? {}).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])),
  );
  return (document.tags ?? []).map((tag) => tag.name).filter((name) => !named.has(name));
}

const workDir = mkdtempSync(join(tmpdir(), 'teleskin-api-lint-'));
try {
  const typescript = register({ namespace: 'api-lint' });
  const { buildOpenApiDocument } = await typescript.import('../apps/api/src/openapi-document.ts', import.meta.url);
  const document = await buildOpenApiDocument(workDir);
  await typescript.unregister();
  const file = join(workDir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  const operations = Object.values(document.paths).flatMap((path) => Object.keys(path)).length;
  console.log(`[api:lint] ${operations} operations; Spectral with .spectral.yaml:`);
  const spectral = spawnSync(process.execPath, [SPECTRAL, 'lint', file, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  const unused = unusedTags(document);
  if (unused.length > 0) {
    console.error(`[api:lint] tags no operation names (apps/api/src/plugins/openapi-tags.ts): ${unused.join(', ')}`);
  }
  process.exitCode = spectral.status === 0 && unused.length === 0 ? 0 : 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
