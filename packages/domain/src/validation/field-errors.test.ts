import { describe, expect, it } from 'vitest';
import { summarizeFieldErrors } from './field-errors';

describe('summarizeFieldErrors', () => {
  it('gives the first error alone when it is the only one', () => {
    expect(summarizeFieldErrors({ email: ['Invalid email address.'] })).toBe('Invalid email address.');
  });

  it('appends " (and N more errors)"', () => {
    expect(summarizeFieldErrors({ email: ['A.'], password: ['B.'] })).toBe('A. (and 1 more error)');
    expect(summarizeFieldErrors({ email: ['A.', 'B.'], password: ['C.'] })).toBe('A. (and 2 more errors)');
  });

  it('is empty without errors', () => {
    expect(summarizeFieldErrors({})).toBe('');
  });
});
