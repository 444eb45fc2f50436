import { useEffect, useMemo, useState } from 'react';
import { errorLine, isAbortError, toApiError } from '../../../api/api-error';
import { formatMonth } from '../mf-format';
import { searchSchemes, type SchemeListItem } from '../mf-api';
import { Combobox } from '../../../components/Combobox';
import type { SchemeFilterState } from './SchemeFilters';
import { useT } from '../../../../i18n/browser';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

type Results = { key: string; schemes: SchemeListItem[]; total: number };

/** Options of the search box: debounced, the previous request cancelled, results kept while the next arrive. */
function useSchemeSearch({
  text,
  filters,
  hasPortfolio,
}: {
  text: string;
  filters: SchemeFilterState;
  hasPortfolio?: boolean;
}) {
  const q = text.trim();
  const canSearch = q.length >= 2 || /^\d+$/.test(q) || filters.amc !== null || filters.category !== null;
  const key = JSON.stringify([q, filters, hasPortfolio]);
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!canSearch) {
      setLoading(false);
      setError(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchSchemes(
        {
          q,
          amc: filters.amc ?? undefined,
          category: filters.category ?? undefined,
          plan: filters.plan ?? undefined,
          hasPortfolio: hasPortfolio || undefined,
        },
        controller.signal,
      )
        .then((page) => {
          setResults({ key, schemes: page.schemes, total: page.total });
          setError(null);
          setLoading(false);
        })
        .catch((err: unknown) => {
          if (isAbortError(err)) return;
          const e = toApiError(err);
          setError(errorLine(e));
          setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for q, filters and hasPortfolio: a new filters object with the same values is not a new search.
  }, [key, canSearch]);

  return { canSearch, results: canSearch ? results : null, error, loading };
}

export type SchemePickerProps = {
  label: string;
  value: SchemeListItem | null;
  onChange: (scheme: SchemeListItem | null) => void;
  filters: SchemeFilterState;
  /** Only schemes with a disclosed equity portfolio (overlap). */
  hasPortfolio?: boolean;
  /** Codes already chosen elsewhere on the page, left out of the options. */
  exclude?: readonly number[];
  testId?: string;
  hint?: string;
};

function SchemeOption({ s }: { s: SchemeListItem }) {
  const t = useT();
  return (
    <span className="block">
      <span className="block leading-snug">{s.schemeName}</span>
      <span className="mt-0.5 block text-xs text-slate-500">
        {[
          s.category,
          s.plan,
          s.navFirstDate ? t('mf.picker.navsFrom', { month: formatMonth(s.navFirstDate) }) : null,
          s.active ? null : t('mf.picker.closed'),
        ]
          .filter(Boolean)
          .join(' · ')}
        {' · '}
        {t('mf.picker.code', { code: s.schemeCode })}
      </span>
    </span>
  );
}

/**
 * A scheme search box: type words of the name (or the AMFI code); results come from
 * mutual-fund-schemes, narrowed by the page's fund-house / category / plan filters.
 */
export function SchemePicker({
  label,
  value,
  onChange,
  filters,
  hasPortfolio,
  exclude = [],
  testId,
  hint,
}: SchemePickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const { canSearch, results, error, loading } = useSchemeSearch({ text, filters, hasPortfolio });
  const options = useMemo(
    () => (results?.schemes ?? []).filter((s) => !exclude.includes(s.schemeCode)),
    [results, exclude],
  );
  const footer =
    results && results.total > results.schemes.length
      ? t('mf.picker.footer', { shown: results.schemes.length, total: results.total })
      : null;
  const emptyText = error ?? (canSearch ? t('mf.picker.noMatch') : t('mf.picker.typeMore'));

  return (
    <div className="min-w-0 space-y-1.5">
      <Combobox<SchemeListItem>
        label={label}
        testId={testId}
        options={options}
        getKey={(s) => String(s.schemeCode)}
        getLabel={(s) => s.schemeName}
        renderOption={(s) => <SchemeOption s={s} />}
        value={value}
        onSelect={onChange}
        query={text}
        onQueryChange={setText}
        loading={loading}
        placeholder={t('mf.picker.placeholder')}
        emptyText={emptyText}
        footer={footer}
        hint={hint}
        clearable
      />
      {value && (
        <p className="text-xs text-slate-500" data-testid={testId ? `${testId}-details` : undefined}>
          {[
            value.amc,
            value.category,
            value.plan,
            value.navFirstDate ? t('mf.picker.navsFrom', { month: formatMonth(value.navFirstDate) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}{' '}
          · {t('mf.picker.code', { code: value.schemeCode })}
        </p>
      )}
    </div>
  );
}
