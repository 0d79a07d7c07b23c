import fc from 'fast-check';

// Values no schema asks for, and the control characters slipped into values that fit one: what the
// route fuzz (route-fuzz.int.test.ts) sends beside the values generated from a route's schemas.

/**
 * Strings that broke or could break a server: U+0000 (PostgreSQL refuses it in text and jsonb),
 * other control characters, bidi overrides, a lone surrogate, astral characters, injection
 * classics and blank ones.
 */
export const NASTY_STRINGS: readonly string[] = [
  'x\u0000y',
  '\u0000',
  '\u0007\u001b[31m\r\n\t\u007f',
  '\u202eevil\u200b',
  '\ud800',
  '\ud83d\ude00 \ud835\udd4f',
  'Ω≈ç√∫˜µ≤≥÷',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../../etc/passwd',
  '%00%zz',
  '${7*7}{{7*7}}',
  '   ',
  '',
];

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u2028', '\ufeff'];

/** The paths to every string in a JSON value (`[]` for a string itself). */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') {
    return [path];
  }
  if (typeof value !== 'object' || value === null) {
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** `text` with `character` slipped in at a position (taken modulo its length, so any number will do). */
export function insertAt(text: string, character: string, at: number): string {
  const index = at % (text.length + 1);
  return text.slice(0, index) + character + text.slice(index);
}

/** A value with a control character slipped into one of its strings (U+0000 most often). */
export function withControlCharacter(value: unknown): fc.Arbitrary<unknown> {
  const paths = stringPaths(value);
  if (paths.length === 0) {
    return fc.constant(value);
  }
  const control = fc.oneof(
    { weight: 3, arbitrary: fc.constant('\u0000') },
    { weight: 2, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS) },
  );
  return fc
    .tuple(fc.constantFrom(...paths), control, fc.nat())
    .map(([path, character, at]) =>
      replaceAt(value, path, (text) => insertAt(String(text), character, at)),
    );
}

/** A copy of a JSON value with the leaf at `path` replaced. */
export function replaceAt(
  value: unknown,
  path: readonly (string | number)[],
  change: (leaf: unknown) => unknown,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) {
    return change(value);
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, change) : item));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, change) };
}

/** A value nested `depth` times in arrays or objects: parsers and validators that recurse. */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean())
  .map(([depth, isArray]) => {
    let value: unknown = 'deep';
    for (let level = 0; level < depth; level++) {
      value = isArray ? [value] : { a: value };
    }
    return value;
  });

/** A value of no particular schema: wrong types, numbers out of range, huge strings, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(-1, 0, 0.5, -0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom('a'.repeat(10_000), '\u0000'.repeat(70_000)),
  deepNesting,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
