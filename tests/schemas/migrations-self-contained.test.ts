import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A migration imports nothing of the application (docs/database.md "Migrations"): data it writes is copied beside it
 * in `migrations/shipped/`, so a later change to a seed or content module cannot change what an old migration does.
 */
const DIR = path.resolve(import.meta.dirname, '../../src/server/db/migrations');
const ALLOWED = [/^kysely$/, /^\.\/shipped\/[\w.-]+\.json$/, /^\.\/[\w.-]+\.js$/];

describe('migrations', () => {
  it('import only kysely, their shipped data and each other', () => {
    const offending = readdirSync(DIR)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => {
        const text = readFileSync(path.join(DIR, f), 'utf8');
        return [...text.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)]
          .map((m) => m[1])
          .filter((spec) => !ALLOWED.some((re) => re.test(spec)))
          .map((spec) => `${f}: ${spec}`);
      });
    expect(offending).toEqual([]);
  });
});
