import { useEffect, useId, useRef, useState } from 'react';
import { isAbortError, toApiError } from '../../../api/api-error';
import { searchCompanies, type CompanySummary } from './designer-api';

export type CompanyPickerProps = {
  value: number;
  onChange: (companyKey: number, company: CompanySummary | null) => void;
  disabled?: boolean;
};

/** Which page to edit: the default page (company 0) or one client's / partner's own page. */
export function CompanyPicker({ value, onChange, disabled }: CompanyPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [companies, setCompanies] = useState<CompanySummary[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        searchCompanies(search.trim(), controller.signal)
          .then((r) => {
            setCompanies(r.companies);
            setError(null);
          })
          .catch((e: unknown) => {
            if (!isAbortError(e)) setError(toApiError(e).message);
          });
      },
      search ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  // Tell the page which company (and so which package) is selected once the list knows it.
  const selected = companies.find((c) => c.id === value) ?? null;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (selected) onChangeRef.current(value, selected);
  }, [selected, value]);

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={`${id}-search`} className="flex flex-col gap-1 text-xs font-medium text-slate-600">
        Find a company
        <input
          id={`${id}-search`}
          type="search"
          className="input h-10 w-48 py-1.5 text-sm"
          placeholder="Search by name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          disabled={disabled}
        />
      </label>
      <label htmlFor={`${id}-company`} className="flex flex-col gap-1 text-xs font-medium text-slate-600">
        Page
        <select
          id={`${id}-company`}
          className="input h-10 w-60 appearance-auto py-1.5 text-sm"
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const key = Number(e.target.value);
            onChange(key, companies.find((c) => c.id === key) ?? null);
          }}
          data-testid="company-picker"
        >
          <option value={0}>Default page (all companies)</option>
          {value !== 0 && !selected && <option value={value}>Company {value}</option>}
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.company_name}
              {c.user_type === 9 ? ' (partner)' : ''}
              {c.status === 2 ? ' (inactive)' : ''}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
