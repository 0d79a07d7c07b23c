import { describe, expect, it } from 'vitest';
import { toSameSitePath } from './same-site-path';

describe('toSameSitePath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(toSameSitePath('/get-started/skin/photo-id?x=1')).toBe('/get-started/skin/photo-id?x=1');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', '/a\nb', 'relative/path'])(
    'refuses %j',
    (value) => {
      expect(toSameSitePath(value)).toBeNull();
    },
  );

  it('refuses null, undefined and overlong values', () => {
    expect(toSameSitePath(null)).toBeNull();
    expect(toSameSitePath(undefined)).toBeNull();
    expect(toSameSitePath(`/${'a'.repeat(1000)}`)).toBeNull();
  });
});
