import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feature } from '../../schemas/catalogue/enums.json';

/** The feature tiles' English titles (the `widgets` catalogue) are the labels the admin designer lists (enums.json). */
describe('feature tile titles', () => {
  it('match enums.json "feature" in en-IN, and every feature has a Hindi title', () => {
    const read = (locale: string) =>
      (
        JSON.parse(readFileSync(`src/i18n/messages/${locale}/widgets.json`, 'utf8')) as {
          featureTile: Record<string, { title: string }>;
        }
      ).featureTile;
    const en = read('en-IN');
    const hi = read('hi-IN');
    for (const [id, label] of Object.entries(feature)) {
      expect(en[id]?.title, `feature ${id}`).toBe(label);
      expect(hi[id]?.title, `feature ${id} in Hindi`).toMatch(/[\u0900-\u097F]/);
    }
  });
});
