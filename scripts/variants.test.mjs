import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30 item 3 (ADR 146): a payment processor is an entry, not a branch. Its name appears only
// in its own files: the domain descriptor, the API adapter and the browser script, and the one
// table that builds adapters by vendor.
const root = fileURLToPath(new URL('..', import.meta.url));
const PROCESSORS = join(root, 'packages/domain/src/payments/processors');
const NOT_VENDORS = new Set(['registry', 'processor-descriptor', 'sandbox']);

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-kit|\.int\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('/test/') && !file.includes('/testing/'));
}

const vendors = readdirSync(PROCESSORS)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.replace(/\.ts$/, ''))
  .filter((name) => !NOT_VENDORS.has(name));

describe('payment processors are entries', () => {
  it('finds the registered processors', () => {
    expect(vendors.sort()).toEqual(['braintree', 'stripe']);
  });

  for (const vendor of vendors) {
    it(`names "${vendor}" only in its own files`, () => {
      const own = new Set([
        `packages/domain/src/payments/processors/${vendor}.ts`,
        `apps/api/src/modules/payments/${vendor}-gateway.ts`,
        'apps/api/src/modules/payments/gateway-factories.ts',
        `apps/web/src/features/checkout/processors/${vendor}-processor.ts`,
      ]);
      const literal = new RegExp(`['"]${vendor}['"]`);
      const naming = ['apps/api/src', 'apps/web/src', 'packages/domain/src']
        .flatMap((folder) => sourceFiles(join(root, folder)))
        .map((file) => relative(root, file))
        .filter((file) => !own.has(file) && literal.test(readFileSync(join(root, file), 'utf8')));
      expect(naming).toEqual([]);
    });
  }
});
