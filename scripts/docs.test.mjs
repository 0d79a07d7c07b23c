// The docs a newcomer enters by stay true to the tree: the decision records' index, the
// architecture's tables and the README's layout section (issue 30 item 7).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const DECISIONS = join(ROOT, 'docs/decisions');
const MAX_CELL = 300;

const read = (path) => readFileSync(join(ROOT, path), 'utf8');

// The tree as git sees it: tracked files and new ones not ignored (so no node_modules, dist, .data).
const FILES = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(ROOT, file)));

/** The folders directly inside `path` ('.' for the root) that hold a file, by name, sorted. */
export const foldersIn = (path, files = FILES) => {
  const prefix = path === '.' ? '' : `${path.replace(/\/$/, '')}/`;
  const names = files
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length).split('/'));
  return [...new Set(names.filter((parts) => parts.length > 1).map((parts) => parts[0]))].sort();
};

/** The decision record files (NNN-kebab-title.md), the template excepted. */
const recordFiles = () =>
  readdirSync(DECISIONS)
    .filter((name) => /^\d{3}-.+\.md$/.test(name) && name !== '000-template.md')
    .sort();

/** The record file each row of the index opens with (`| [NNN](./NNN-….md) | …`). */
export const indexedRecords = (index) =>
  [...index.matchAll(/^\| \[\d{3}\]\(\.\/(\d{3}-[^)]+\.md)\)/gm)].map((match) => match[1]);

/** The cells of a markdown table row; `\|` stays inside its cell. */
export const tableCells = (line) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Table cells longer than `max` characters, with their line numbers, outside code blocks. */
export const longCells = (markdown, max = MAX_CELL) => {
  const found = [];
  let inCode = false;
  markdown.split('\n').forEach((line, i) => {
    if (line.startsWith('```')) {
      inCode = !inCode;
    } else if (!inCode && line.trimStart().startsWith('|')) {
      for (const cell of tableCells(line)) {
        if (cell.length > max) {
          found.push({ line: i + 1, length: cell.length });
        }
      }
    }
  });
  return found;
};

/** Paths of a particular machine (a home folder, a scratch or work folder), which mean nothing elsewhere. */
export const machinePaths = (text) =>
  [...text.matchAll(/(?<![\w.-])\/(?:work|tmp|home|root|Users|mnt|var\/folders)\/[^\s`)'"]*/g)].map(
    (m) => m[0],
  );

/** The README's layout section: from "## Layout" to the next second-level heading. */
export const layoutSection = (readme) => {
  const start = readme.indexOf('\n## Layout\n');
  const end = readme.indexOf('\n## ', start + 1);
  return start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
};

/** The folder names a layout paragraph lists for `folder` (the one that names it in backticks). */
export const listedFolders = (section, folder) => {
  const paragraph = section
    .split(/\n\s*\n/)
    .find((part) => part.includes(`\`${folder}\``) && !part.startsWith('```'));
  if (paragraph === undefined) {
    return [];
  }
  return [...paragraph.replace(`\`${folder}\``, '').matchAll(/`([a-z0-9-]+)`/g)]
    .map((m) => m[1])
    .sort();
};

/** The layout block's folders: the unindented ones (`apps/api/`) and those under them (`apps/api/src/db/`). */
export const layoutBlockFolders = (section) => {
  const block = section.match(/```\n([\s\S]*?)```/)?.[1] ?? '';
  const top = [];
  const nested = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const path = line.trim().split(/\s+/)[0];
    if (!path?.endsWith('/')) {
      continue;
    }
    if (line.startsWith(' ')) {
      nested.push(`${parent}${path}`.replace(/\/$/, ''));
    } else {
      parent = path;
      top.push(path.replace(/\/$/, ''));
    }
  }
  return { top: top.sort(), nested: nested.sort() };
};

describe('the decision records', () => {
  const index = read('docs/decisions/README.md');

  it('are each indexed once, and the index names no file that does not exist', () => {
    const linked = indexedRecords(index);
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual(recordFiles());
  });

  it('each have a Status line and a Date that is not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const name of recordFiles()) {
      const text = readFileSync(join(DECISIONS, name), 'utf8');
      expect(text, `${name} has no Status line`).toMatch(/^Status: \S/m);
      const date = text.match(/^Date: (\d{4}-\d{2}-\d{2})$/m)?.[1];
      expect(date, `${name} has no Date line`).toBeDefined();
      expect(date <= today, `${name} is dated ${date}, after today`).toBe(true);
    }
  });

  it('a missing record, a dangling row or a missing Status would be found', () => {
    expect(
      indexedRecords('| [001](./001-a.md) | accepted | A |\n| [002](./002-b.md) | accepted | B |'),
    ).toEqual(['001-a.md', '002-b.md']);
    expect('# T\n\nDate: 2026-01-01\n\n## Context').not.toMatch(/^Status: \S/m);
  });
});

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');

  it(`has no table cell over ${MAX_CELL} characters`, () => {
    expect(longCells(architecture)).toEqual([]);
  });

  it('names no path of a particular machine', () => {
    expect(machinePaths(architecture)).toEqual([]);
  });

  it('the checks find a long cell and a machine path', () => {
    expect(longCells(`| a | ${'x'.repeat(301)} |\n\`\`\`\n| ${'y'.repeat(400)} |\n\`\`\``)).toEqual(
      [{ line: 1, length: 301 }],
    );
    expect(tableCells('| `a \\| b` | c |')).toEqual(['`a \\| b`', 'c']);
    expect(
      machinePaths(
        'see (`/work/shared/guides/map.md`) and /tmp/x, not apps/web/tmp/ or /usr/bin/chromium',
      ),
    ).toEqual(['/work/shared/guides/map.md', '/tmp/x,']);
  });
});

describe("the README's layout section", () => {
  const section = layoutSection(read('README.md'));

  it.each([['apps/api/src/modules/'], ['apps/web/src/features/'], ['packages/domain/src/']])(
    'lists every folder of %s',
    (folder) => {
      expect(listedFolders(section, folder)).toEqual(foldersIn(folder));
    },
  );

  it('names every top-level folder, each app and package, and the folders of their src/', () => {
    const { top, nested } = layoutBlockFolders(section);
    const workspaces = ['apps', 'packages'].flatMap((group) =>
      foldersIn(group).map((name) => `${group}/${name}`),
    );
    const others = foldersIn('.').filter((name) => !['apps', 'packages'].includes(name));
    expect(top).toEqual([...workspaces, ...others].sort());
    for (const app of ['apps/api', 'apps/web']) {
      const listed = nested
        .filter((path) => path.startsWith(`${app}/src/`))
        .map((path) => path.slice(`${app}/src/`.length));
      expect(listed, `the folders of ${app}/src`).toEqual(foldersIn(`${app}/src`));
    }
    for (const path of nested) {
      expect(
        existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory(),
        `${path} is not a folder`,
      ).toBe(true);
    }
  });

  it('the comparison sees a folder added or removed', () => {
    const sample =
      '\n## Layout\n\n```\napps/api/  API\n  src/db/  db\n```\n\nModules (`apps/api/src/modules/`): `a`, `b`.\n\n## Next\n';
    const parsed = layoutSection(sample);
    expect(listedFolders(parsed, 'apps/api/src/modules/')).toEqual(['a', 'b']);
    expect(listedFolders(parsed, 'apps/api/src/modules/')).not.toEqual(['a', 'b', 'c']);
    expect(layoutBlockFolders(parsed)).toEqual({ top: ['apps/api'], nested: ['apps/api/src/db'] });
    expect(
      foldersIn('apps/api/src/modules', [
        'apps/api/src/modules/a/a.ts',
        'apps/api/src/modules/x.test.ts',
        'apps/web/b/c.ts',
      ]),
    ).toEqual(['a']);
  });
});

describe('the folder READMEs', () => {
  it.each([['apps/api/src/modules'], ['apps/web/src/features'], ['packages/domain/src']])(
    '%s/README.md is short and says how to add one',
    (folder) => {
      const text = read(`${folder}/README.md`);
      const lines = text.trimEnd().split('\n').length;
      expect(lines).toBeGreaterThanOrEqual(10);
      expect(lines).toBeLessThanOrEqual(30);
      expect(text).toMatch(/^How to add /m);
    },
  );
});
