import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills every placeholder with its value', () => {
    expect(fillTemplate('Cannot swap {a} and {b}', { a: 'Lip Balm', b: 'Sunscreen' })).toBe('Cannot swap Lip Balm and Sunscreen');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('Cannot add {name}', {})).toBe('Cannot add {name}');
  });

  it('does not read inherited properties as values', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
