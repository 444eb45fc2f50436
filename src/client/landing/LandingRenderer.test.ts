import { describe, expect, it } from 'vitest';
import type { ResolvedWidget } from '../../../widgets/ui/landing-types';
import { rowsWithoutGaps } from './LandingRenderer';

const at = (id: string, y: number, h: number) => ({ id, grid: { x: 0, y, w: 12, h } }) as unknown as ResolvedWidget;

describe('the renderer leaves out rows no widget covers', () => {
  it('free rows above the disclaimer take no space; rows inside a widget all count', () => {
    const rowOf = rowsWithoutGaps([at('hero', 0, 2), at('grid', 2, 7), at('disclaimer', 11, 1)]);
    expect([0, 2, 11].map(rowOf)).toEqual([0, 2, 9]);
  });

  it('a page without gaps keeps its rows', () => {
    const rowOf = rowsWithoutGaps([at('a', 0, 3), at('b', 3, 1), at('c', 4, 8)]);
    expect([0, 3, 4].map(rowOf)).toEqual([0, 3, 4]);
  });
});
