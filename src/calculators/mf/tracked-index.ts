/**
 * Which NIFTY total-return index an index fund or ETF tracks, read from its name.
 *
 * The words after "NIFTY" up to the first wrapper word (Index, Fund, ETF, BeES, Junior, FoF,
 * Plan, a dash...) must equal a known index name exactly, once spaces are removed. Exact
 * equality is the point: "Nifty 100 Low Volatility 30", "Nifty 50 Value 20", "Nifty Private
 * Bank" and "Nifty 200 Momentum 30" are different indices and must not map to NIFTY 100 / 50 /
 * BANK / 200. Names without NIFTY (Sensex, gold, debt indices) map to nothing.
 */

/** The TRI columns of benchmarks/nifty_tri_daily.csv, as stored in mf_index_value. */
export const NIFTY_TRI_INDEXES = [
  'NIFTY 50 TRI',
  'NIFTY NEXT 50 TRI',
  'NIFTY 100 TRI',
  'NIFTY 200 TRI',
  'NIFTY 500 TRI',
  'NIFTY TOTAL MARKET TRI',
  'NIFTY LARGEMIDCAP 250 TRI',
  'NIFTY MIDCAP 150 TRI',
  'NIFTY MIDCAP 100 TRI',
  'NIFTY SMALLCAP 250 TRI',
  'NIFTY SMALLCAP 100 TRI',
  'NIFTY MIDSMALLCAP 400 TRI',
  'NIFTY500 MULTICAP 50:25:25 TRI',
  'NIFTY50 EQUAL WEIGHT TRI',
  'NIFTY500 VALUE 50 TRI',
  'NIFTY DIVIDEND OPPORTUNITIES 50 TRI',
  'NIFTY BANK TRI',
  'NIFTY FINANCIAL SERVICES TRI',
  'NIFTY IT TRI',
  'NIFTY FMCG TRI',
  'NIFTY PHARMA TRI',
  'NIFTY INDIA CONSUMPTION TRI',
  'NIFTY INFRASTRUCTURE TRI',
] as const;

const WRAPPER_WORDS = new Set([
  'INDEX',
  'FUND',
  'ETF',
  'BEES',
  'JUNIOR',
  'FOF',
  '-',
  'PLAN',
  'DIRECT',
  'REGULAR',
  'GROWTH',
  'OPTION',
  'IDCW',
  'TRI',
  'EXCHANGE',
]);

/** Key of an index name: the words after NIFTY, without spaces ("NIFTY NEXT 50 TRI" -> "NEXT50"). */
function keyOf(indexName: string): string {
  return splitNifty(indexName.replace(/\s+TRI$/i, '')).replace(/\s+/g, '');
}

/** "NIFTY500 X" -> "500 X": the part after the word NIFTY, glued digits separated. */
function splitNifty(s: string): string {
  return s
    .toUpperCase()
    .replace(/NIFTY(?=\d)/g, 'NIFTY ')
    .replace(/^.*?\bNIFTY\b\s*/, '');
}

/** The tracked TRI name for a scheme name, or null. */
export function findTrackedIndex(schemeName: string, indexNames: readonly string[] = NIFTY_TRI_INDEXES): string | null {
  const upper = schemeName.toUpperCase().replace(/NIFTY(?=\d)/g, 'NIFTY ');
  const tokens = upper
    .replace(/[-–(),]/g, ' - ')
    .split(/\s+/)
    .filter(Boolean);
  const at = tokens.indexOf('NIFTY');
  if (at < 0) return null;
  const phrase: string[] = [];
  for (const t of tokens.slice(at + 1)) {
    if (WRAPPER_WORDS.has(t)) break;
    phrase.push(t);
  }
  if (phrase.length === 0) return null;
  const key = phrase.join('');
  return indexNames.find((n) => keyOf(n) === key) ?? null;
}
