import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30 item 4: test code lives in the test tree (apps/api/src/test/, its kits in test/kits/;
// apps/web/src/testing/), not in the production folders of the API's modules and the web's
// features. ESLint refuses the imports (eslint.config.js); this also catches a kit by its name.
const root = fileURLToPath(new URL('..', import.meta.url));
const PRODUCTION_FOLDERS = ['apps/api/src/modules', 'apps/web/src/features'];

const TEST_FILE = /\.test\.tsx?$/;
const TEST_HELPER_NAME = /-(test-kit|fixtures?)\.tsx?$/;
const TEST_IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+'(?:vitest|@vitest\/[^']*|@testing-library\/[^']*|[^']*\/(?:test|testing)\/[^']*)'/m;

/** Why a file of a production folder is test code, or undefined when it is not. */
export function testCodeReason(name, text) {
  if (TEST_FILE.test(name)) {
    return undefined;
  }
  if (TEST_HELPER_NAME.test(name)) {
    return 'named as a test helper';
  }
  return TEST_IMPORT.test(text) ? 'imports a test library or the test tree' : undefined;
}

function misplaced() {
  return PRODUCTION_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => ({ file: relative(root, file), reason: testCodeReason(file, readFileSync(file, 'utf8')) }))
      .filter((each) => each.reason !== undefined),
  );
}

describe('test code stays out of production folders', () => {
  it('no module or feature holds a test kit, a fixture or a file importing vitest or the test tree', () => {
    expect(misplaced()).toEqual([]);
  });

  it('tells a kit or a test import from production code (the check itself)', () => {
    expect(testCodeReason('orders/checkout-test-kit.ts', "import { randomUUID } from 'node:crypto';")).toBe('named as a test helper');
    expect(testCodeReason('utils/subscription-fixture.ts', '')).toBe('named as a test helper');
    expect(testCodeReason('orders/helpers.ts', "import { expect } from 'vitest';")).toBe('imports a test library or the test tree');
    expect(testCodeReason('orders/helpers.ts', "import type { TestApp } from '../../test/build-test-app';")).toBe('imports a test library or the test tree');
    expect(testCodeReason('x/y.tsx', "import {\n  render,\n} from '@testing-library/react';")).toBe('imports a test library or the test tree');
    expect(testCodeReason('orders/orders.int.test.ts', "import { expect } from 'vitest';")).toBeUndefined();
    expect(testCodeReason('orders/orders.service.ts', "import { eq } from 'drizzle-orm';\nimport { activate } from './activation.service';")).toBeUndefined();
  });
});
