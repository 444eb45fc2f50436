import { describe, expect, it } from 'vitest';
import { droppedFields } from '../../src/server/plugins/api-schemas.js';

/**
 * The check that runs on every answer in tests (docs/api.md, "How to add a route"): the paths of the fields a
 * response schema dropped from what the handler returned.
 */
describe('droppedFields', () => {
  it('names a field the serialised answer lacks, at any depth and in arrays', () => {
    const sent = { a: 1, b: { c: 2, d: [{ e: 3, f: 4 }] } };
    const written = { a: 1, b: { c: 2, d: [{ e: 3 }] } };
    expect(droppedFields(sent, written)).toEqual(['data.b.d[0].f']);
    expect(droppedFields({ a: 1, gone: 'x' }, { a: 1 })).toEqual(['data.gone']);
  });

  it('accepts an answer with every field, whatever the serialiser did to the values', () => {
    expect(droppedFields({ a: 1, b: [1, 2], c: null }, { a: 1, b: [1, 2], c: null })).toEqual([]);
    expect(
      droppedFields({ when: '2026-01-01T00:00:00.000Z', n: 1.5 }, { when: '2026-01-01T00:00:00.000Z', n: 1 }),
    ).toEqual([]);
  });

  it('ignores undefined fields (JSON leaves them out too)', () => {
    expect(droppedFields({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
  });
});
