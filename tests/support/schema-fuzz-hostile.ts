import fc from 'fast-check';

/**
 * Hostile values for the schema fuzzer (tests/support/schema-fuzz.ts): prototype-polluting keys,
 * odd and huge strings, numbers at the limits, and nested and deeply nested values of any type.
 */

/** Keys that pollute prototypes when code copies objects naively; JSON.parse makes them own keys. */
export const PROTO_KEYS = JSON.parse(
  '{"__proto__": {"polluted": true, "isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}',
) as Record<string, unknown>;

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '%00',
  '\ud800',
  'ü🙂\u202e\u200b',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '2035-02-30',
  '0000-00-00',
  'a'.repeat(70_000),
];

const LIMIT_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export function hostileValue(depth = 0): fc.Arbitrary<unknown> {
  const leaves: Array<fc.Arbitrary<unknown>> = [
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...LIMIT_NUMBERS),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom<unknown>(null, true, false, [], {}),
    fc.constant(PROTO_KEYS),
  ];
  if (depth < 2) {
    leaves.push(
      fc.array(
        fc.constant(null).chain(() => hostileValue(depth + 1)),
        { maxLength: 4 },
      ),
      fc.dictionary(
        fc.string({ maxLength: 6 }),
        fc.constant(null).chain(() => hostileValue(depth + 1)),
        {
          maxKeys: 3,
        },
      ),
      // Deep nesting (the superadmin's form overlay once overflowed the stack on it).
      fc.integer({ min: 50, max: 2000 }).map((n) => {
        let v: unknown = 'deep';
        for (let i = 0; i < n; i++) v = { a: v };
        return v;
      }),
    );
  }
  return fc.oneof(...leaves);
}
