import { useState, type ReactNode } from 'react';

type Theme = { tile: string; glyph: ReactNode };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const GLYPHS = {
  growth: (
    <>
      <path {...stroke} d="M3 20h18" />
      <path {...stroke} d="M6 16v-3M10 16v-6M14 16V8M18 16V5" />
    </>
  ),
  target: (
    <>
      <circle {...stroke} cx="12" cy="12" r="8.5" />
      <circle {...stroke} cx="12" cy="12" r="4.5" />
      <path {...stroke} d="m12 12 7-7M16 5h3v3" />
    </>
  ),
  withdraw: (
    <>
      <rect {...stroke} x="3" y="6" width="18" height="12" rx="2" />
      <circle {...stroke} cx="12" cy="12" r="2.5" />
      <path {...stroke} d="M12 2v3M10.5 3.5 12 2l1.5 1.5" />
    </>
  ),
  tax: (
    <>
      <path {...stroke} d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path {...stroke} d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  home: (
    <>
      <path {...stroke} d="m3 11 9-7 9 7" />
      <path {...stroke} d="M5 10v10h14V10" />
      <path {...stroke} d="M10 20v-5h4v5" />
    </>
  ),
  card: (
    <>
      <rect {...stroke} x="2.5" y="5" width="19" height="14" rx="2" />
      <path {...stroke} d="M2.5 10h19M6 15h4" />
    </>
  ),
  shield: (
    <>
      <path {...stroke} d="M12 21s7.5-3.5 7.5-9.5V5.5L12 3 4.5 5.5v6C4.5 17.5 12 21 12 21z" />
      <path {...stroke} d="m9 12 2 2 4-4" />
    </>
  ),
  pension: (
    <>
      <circle {...stroke} cx="12" cy="9" r="5" />
      <path {...stroke} d="M12 7v4l2 1M5 21c1.5-3 4-4 7-4s5.5 1 7 4" />
    </>
  ),
  sheet: (
    <>
      <rect {...stroke} x="4" y="3" width="16" height="18" rx="2" />
      <path {...stroke} d="M4 9h16M4 15h16M10 3v18" />
    </>
  ),
  funds: (
    <>
      <path {...stroke} d="M3 3v18h18" />
      <path {...stroke} d="m7 14 3-4 3 3 5-7" />
      <path {...stroke} d="m7 18 4-3 3 1 5-4" opacity="0.55" />
    </>
  ),
  scale: (
    <>
      <path {...stroke} d="M12 4v16M7 20h10M5 8h14" />
      <path {...stroke} d="m5 8-2.5 6a3 3 0 0 0 5 0zM19 8l-2.5 6a3 3 0 0 0 5 0z" />
    </>
  ),
};

const TILE = {
  invest: 'bg-brand-50 text-brand-700 ring-brand-100',
  tax: 'bg-amber-50 text-amber-700 ring-amber-100',
  loan: 'bg-sky-50 text-sky-700 ring-sky-100',
  secure: 'bg-violet-50 text-violet-700 ring-violet-100',
  funds: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  file: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Built-in art per calculator id, so a card never shows a broken image. */
const THEMES: Record<number, Theme> = {
  1: { tile: TILE.invest, glyph: GLYPHS.target },
  2: { tile: TILE.secure, glyph: GLYPHS.shield },
  3: { tile: TILE.secure, glyph: GLYPHS.pension },
  4: { tile: TILE.secure, glyph: GLYPHS.shield },
  5: { tile: TILE.invest, glyph: GLYPHS.growth },
  6: { tile: TILE.invest, glyph: GLYPHS.withdraw },
  7: { tile: TILE.tax, glyph: GLYPHS.home },
  8: { tile: TILE.tax, glyph: GLYPHS.tax },
  9: { tile: TILE.loan, glyph: GLYPHS.home },
  10: { tile: TILE.loan, glyph: GLYPHS.home },
  11: { tile: TILE.loan, glyph: GLYPHS.card },
  12: { tile: TILE.file, glyph: GLYPHS.sheet },
  13: { tile: TILE.secure, glyph: GLYPHS.shield },
  14: { tile: TILE.secure, glyph: GLYPHS.pension },
  15: { tile: TILE.loan, glyph: GLYPHS.scale },
  20: { tile: TILE.secure, glyph: GLYPHS.pension },
  21: { tile: TILE.tax, glyph: GLYPHS.tax },
  22: { tile: TILE.invest, glyph: GLYPHS.target },
  23: { tile: TILE.invest, glyph: GLYPHS.target },
  24: { tile: TILE.invest, glyph: GLYPHS.growth },
};

const FALLBACK: Theme = { tile: TILE.funds, glyph: GLYPHS.funds };

/**
 * The card image: the server's imageURL when it loads, the built-in art until then (and for
 * good if it does not). Decorative: the card's title names the calculator.
 */
export function CalculatorArt({ id, imageURL, size = 48 }: { id: number; imageURL?: string; size?: number }) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const theme = THEMES[id] ?? FALLBACK;
  return (
    <span
      className={`relative grid shrink-0 place-items-center overflow-hidden rounded-xl ring-1 ${theme.tile}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {!loaded && (
        <svg width={size * 0.55} height={size * 0.55} viewBox="0 0 24 24" focusable="false">
          {theme.glyph}
        </svg>
      )}
      {imageURL && !failed && (
        <img
          src={imageURL}
          alt=""
          loading="lazy"
          decoding="async"
          className={loaded ? 'size-full object-cover' : 'absolute size-0 opacity-0'}
          onLoad={(e) => (e.currentTarget.naturalWidth > 0 ? setLoaded(true) : setFailed(true))}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
