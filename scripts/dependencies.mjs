// The production dependencies, accounted for (issue 28 item 8): a CycloneDX SBOM written by the
// build, the installed tree checked for invalid or extraneous packages, and each package's licence,
// read from its own package.json, checked against the reviewed allowlist (licence-allowlist.json).
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
export const SBOM_FILE = join(root, 'dist', 'sbom.cdx.json');
const ALLOWLIST = JSON.parse(readFileSync(join(root, 'scripts', 'licence-allowlist.json'), 'utf8'));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** npm's output even when it exits non-zero (npm ls does on a broken tree, and still prints it). */
async function npm(args) {
  try {
    return (await run(NPM, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    if (typeof error.stdout === 'string' && error.stdout.length > 0) {
      return error.stdout;
    }
    throw error;
  }
}

/** Writes the CycloneDX SBOM of the production dependencies to dist/sbom.cdx.json. */
export async function writeSbom(path = SBOM_FILE) {
  const sbom = JSON.parse(await npm(['sbom', '--omit', 'dev', '--sbom-format', 'cyclonedx']));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(sbom, null, 2)}\n`);
  return sbom;
}

/** The licence a package.json declares: `license` (SPDX), or the old `licenses` array. */
export function declaredLicence(manifest) {
  if (typeof manifest.license === 'string') {
    return manifest.license;
  }
  if (manifest.license?.type) {
    return manifest.license.type;
  }
  const list = Array.isArray(manifest.licenses) ? manifest.licenses.map((entry) => entry.type ?? entry).filter(Boolean) : [];
  return list.length > 0 ? `(${list.join(' OR ')})` : undefined;
}

/** Whether an SPDX expression is allowed: any side of an OR, every side of an AND. */
export function isAllowedExpression(expression, allowed) {
  const bare = expression.trim().replace(/^\((.*)\)$/, '$1');
  if (/\sOR\s/i.test(bare)) {
    return bare.split(/\s+OR\s+/i).some((part) => isAllowedExpression(part, allowed));
  }
  if (/\sAND\s/i.test(bare)) {
    return bare.split(/\s+AND\s+/i).every((part) => isAllowedExpression(part, allowed));
  }
  return allowed.has(bare);
}

/** Every installed production package outside this repository's own workspaces, with its manifest. */
async function productionPackages() {
  const paths = (await npm(['ls', '--omit=dev', '--all', '--parseable'])).split('\n').filter(Boolean);
  return paths
    // The workspaces are linked into node_modules: they are this repository's own code.
    .filter((path) => relative(root, realpathSync(path)).startsWith('node_modules'))
    .map((path) => ({ path: relative(root, path), manifest: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) }));
}

/** The problems npm ls finds in the production tree: invalid, missing or extraneous packages. */
async function treeProblems() {
  const tree = JSON.parse(await npm(['ls', '--omit=dev', '--all', '--json']));
  return tree.problems ?? [];
}

/** What stands against the production dependencies, one line each (empty when none). */
export async function dependencyProblems() {
  const allowed = new Set(Object.keys(ALLOWLIST.licences));
  const problems = [...(await treeProblems())];
  const seen = new Set();
  for (const { path, manifest } of await productionPackages()) {
    const id = `${manifest.name}@${manifest.version}`;
    if (seen.has(id)) {
      continue;
    }
    seen.add(id);
    const licence = declaredLicence(manifest);
    const reviewed = ALLOWLIST.packages[manifest.name];
    if (reviewed && reviewed.licence === licence) {
      continue;
    }
    if (licence === undefined) {
      problems.push(`${id} (${path}) declares no licence`);
    } else if (!isAllowedExpression(licence, allowed)) {
      problems.push(`${id} (${path}) is licensed ${licence}, outside scripts/licence-allowlist.json`);
    }
  }
  return { problems, packages: seen.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sbom = await writeSbom();
  const { problems, packages } = await dependencyProblems();
  console.log(`[dependencies] ${packages} production packages; SBOM of ${sbom.components.length} components in ${relative(root, SBOM_FILE)}`);
  if (problems.length > 0) {
    console.error(problems.map((line) => `[dependencies] ${line}`).join('\n'));
    process.exit(1);
  }
  console.log('[dependencies] every licence allowed, the tree valid and complete');
}
