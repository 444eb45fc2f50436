import { describe, expect, it } from 'vitest';
import { A11Y_OPTIONS } from './a11y-options';
import { A11Y_VALUES, DEFAULT_A11Y, loadA11ySettings } from './a11y-settings';

describe('accessibility options', () => {
  it('offer exactly the values stored settings are checked against, in order, every setting once', () => {
    expect(A11Y_OPTIONS.map((o) => o.key).sort()).toEqual(Object.keys(A11Y_VALUES).sort());
    for (const option of A11Y_OPTIONS) {
      expect(
        (option.choices as Array<{ value: unknown }>).map((c) => c.value),
        option.key,
      ).toEqual(A11Y_VALUES[option.key]);
    }
  });

  it('keep a stored value that is a choice and drop one that is not', () => {
    const storage = { getItem: () => JSON.stringify({ textSize: 24, contrast: 'neon', lineHeight: 1.75 }) };
    expect(loadA11ySettings(storage)).toEqual({ ...DEFAULT_A11Y, textSize: 24, lineHeight: 1.75 });
  });
});
