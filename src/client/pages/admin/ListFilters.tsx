import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../../../i18n/browser';

/** The status filter's options (the records' status: 1 active, 2 inactive); labels are read at render, in the locale. */
export const STATUS_OPTIONS = [
  {
    value: 1,
    get label() {
      return t('adminCore.list.active');
    },
  },
  {
    value: 2,
    get label() {
      return t('adminCore.list.inactive');
    },
  },
];

export const FILTER_LABEL = 'flex flex-col gap-1.5 text-sm font-medium text-slate-700';

/** The card the admin lists put their filters in. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="card flex flex-wrap items-end gap-3 p-4" role="search">
      {children}
    </div>
  );
}

/** A list filter: a select whose first option (value '') means no filter. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  anyLabel = t('adminCore.list.all'),
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string | number; label: string }>;
  anyLabel?: string;
}) {
  return (
    <label htmlFor={id} className={FILTER_LABEL}>
      {label}
      <select id={id} className="input appearance-auto" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A search box's text and the trimmed text the list asks for, 300 ms after the last keystroke;
 * `onSettle` runs then too (the lists go back to page 1).
 */
export function useDebouncedSearch(onSettle: () => void) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const settle = useRef(onSettle);
  settle.current = onSettle;
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      settle.current();
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  return { search, setSearch, query };
}
