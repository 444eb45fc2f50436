/** The brand name, the same in every language (docs/i18n.md), in its two colours. */
const BRAND = ['Fin', 'Well'] as const;

/** The FinWell mark and word; `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" className="shrink-0">
        <rect width="64" height="64" rx="14" fill={tone === 'light' ? '#ffffff' : '#1b7a70'} />
        <path
          d="M18 42 L28 30 L36 37 L48 22"
          fill="none"
          stroke={tone === 'light' ? '#1b7a70' : '#ffffff'}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="48" cy="22" r="4" fill="#fbbf24" />
      </svg>
      {!compact && (
        <span className={`text-xl font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}>
          {BRAND[0]}
          <span className={tone === 'light' ? 'text-accent-300' : 'text-brand-600'}>{BRAND[1]}</span>
        </span>
      )}
    </span>
  );
}
