import { useEffect, useId, useRef, useState } from 'react';
import { isAbortError, toApiError } from '../../../api/api-error';
import { searchCompanies, type CompanySummary } from './designer-api';
import { useT } from '../../../../i18n/browser';

export type CompanyPickerProps = {
  value: number;
  onChange: (companyKey: number, company: CompanySummary | null) => void;
  disabled?: boolean;
};

/** Which page to edit: the default page (company 0) or one client's / partner's own page. */
export function CompanyPicker({ value, onChange, disabled }: CompanyPickerProps) {
  const t = useT();
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
        {t('adminDesigner.picker.find')}
        <input
          id={`${id}-search`}
          type="search"
          className="input h-10 w-48 py-1.5 text-sm"
          placeholder={t('adminCore.list.searchByName')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          disabled={disabled}
        />
      </label>
      <label htmlFor={`${id}-company`} className="flex flex-col gap-1 text-xs font-medium text-slate-600">
        {t('adminDesigner.picker.page')}
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
          <option value={0}>{t('adminDesigner.picker.defaultPage')}</option>
          {value !== 0 && !selected && <option value={value}>{t('adminDesigner.company', { id: value })}</option>}
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {t('adminDesigner.picker.option', {
                name: c.company_name,
                partner: c.user_type === 9 ? 'yes' : 'no',
                inactive: c.status === 2 ? 'yes' : 'no',
              })}
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
