import { describe, expect, it } from 'vitest';
import { declaredLicence, isAllowedExpression } from './dependencies.mjs';

const allowed = new Set(['MIT', 'Apache-2.0', 'BSD-3-Clause']);

describe('a production dependency licence check', () => {
  it('allows an SPDX id on the list, either side of an OR, and only all sides of an AND', () => {
    expect(isAllowedExpression('MIT', allowed)).toBe(true);
    expect(isAllowedExpression('GPL-3.0', allowed)).toBe(false);
    expect(isAllowedExpression('(MIT OR GPL-3.0)', allowed)).toBe(true);
    expect(isAllowedExpression('(GPL-2.0 OR AGPL-3.0)', allowed)).toBe(false);
    expect(isAllowedExpression('(MIT AND BSD-3-Clause)', allowed)).toBe(true);
    expect(isAllowedExpression('(MIT AND LGPL-3.0)', allowed)).toBe(false);
  });

  it('reads the licence a package declares, in its current or its old form', () => {
    expect(declaredLicence({ license: 'MIT' })).toBe('MIT');
    expect(declaredLicence({ license: { type: 'Apache-2.0' } })).toBe('Apache-2.0');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }] })).toBe('(MIT OR GPL-2.0)');
    expect(declaredLicence({})).toBeUndefined();
  });
});
