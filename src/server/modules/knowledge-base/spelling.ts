/** Which near word a misspelling may be corrected to (knowledge-base search, docs/knowledge-base.md "Search"). */

/**
 * Edits (insert, delete, change, swap two neighbours) that turn a into b: optimal string alignment distance.
 * Trigram likeness alone calls "banana" a misspelling of "bank" and "dance" one of "chance", so a nonsense
 * search found unrelated articles; a misspelling is one slip (two in a word of 8+ letters): "mutal", "pention",
 * "mutaul", "retiremnet".
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** The nearest known word that is a typing slip away from the word (see editDistance), or null. */
export function closeEnough(word: string, near: string[]): string | null {
  const allowed = [...word].length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of near) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
