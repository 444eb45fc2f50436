import { useEffect, useMemo, useState } from 'react';
import { apiGet } from '../../../api/api-client';
import { isAbortError, toApiError } from '../../../api/api-error';
import { Combobox } from '../../../components/Combobox';
import { useT } from '../../../../i18n/browser';
import { getClient, type ClientList } from '../clients/clients-api';
import type { SetParams } from './ReportFilters';

/** How long typing must pause before the search is sent. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 200;
/** Options per search: the first 20 names (A to Z) that contain the text. */
export const COMPANY_SEARCH_LIMIT = 20;

type Option = { id: string; name: string };
type Results = { companies: Option[]; total: number };

/** The "All companies" / "All partners" choice: picking it clears the filter. */
const ALL_KEY = '*all';

/** get_all_client for the text (company_name contains it), debounced, the previous request cancelled. */
function useCompanySearch(text: string, userType: 3 | 9) {
  const q = text.trim();
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      apiGet<ClientList>('/company/get_all_client', {
        query: { user_type: userType, limit: COMPANY_SEARCH_LIMIT, search: q || undefined },
        signal: controller.signal,
      })
        .then((list) => {
          setResults({
            companies: list.companies.map((c) => ({ id: c._id, name: c.company_name })),
            total: list.total,
          });
          setError(null);
          setLoading(false);
        })
        .catch((err: unknown) => {
          if (isAbortError(err)) return;
          const e = toApiError(err);
          setResults(null);
          setError(`${e.code} · ${e.message}`);
          setLoading(false);
        });
    }, COMPANY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, userType]);

  return { results, error, loading };
}

/** The name of the company in the URL: from the options or a pick when known, else get_client_by_id. */
function useChosenCompany(id: string | null, known: Option[]) {
  const [fetched, setFetched] = useState<Option | null>(null);
  const [error, setError] = useState<string | null>(null);
  const found = id ? (known.find((c) => c.id === id) ?? (fetched?.id === id ? fetched : null)) : null;
  const missing = id !== null && found === null;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    setError(null);
    getClient(Number(id), controller.signal)
      .then((c) => setFetched({ id, name: c.company_name }))
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        const e = toApiError(err);
        setError(`${e.code} · ${e.message}`);
      });
    return () => controller.abort();
  }, [id, missing]);

  return { chosen: found, error: missing ? error : null };
}

/**
 * The company (or partner) filter of a report: a type-ahead search over get_all_client, first the
 * "All" choice and 20 names; the chosen id is kept in the URL (`company_id` / `partner_id`).
 */
export function CompanyPicker(props: {
  label: string;
  userType: 3 | 9;
  param: 'company_id' | 'partner_id';
  search: URLSearchParams;
  set: SetParams;
  testId?: string;
}) {
  const t = useT();
  const partner = props.userType === 9;
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const { results, error, loading } = useCompanySearch(text, props.userType);
  const id = props.search.get(props.param);
  const known = useMemo(() => [...(results?.companies ?? []), ...(picked ? [picked] : [])], [results, picked]);
  const { chosen, error: nameError } = useChosenCompany(id, known);

  const all: Option = {
    id: ALL_KEY,
    name: partner ? t('adminReports.filters.allPartners') : t('adminReports.filters.allCompanies'),
  };
  const typed = text.trim() !== '';
  const options = results ? [...(typed ? [] : [all]), ...results.companies] : [];
  const value =
    id === null ? all : (chosen ?? { id, name: nameError ? `#${id}` : t('adminReports.filters.loadingName') });
  const footer =
    results && results.total > results.companies.length
      ? t('adminReports.filters.pickerFooter', { shown: results.companies.length, total: results.total })
      : null;
  const emptyText = error ?? (partner ? t('adminReports.filters.noPartner') : t('adminReports.filters.noCompany'));

  return (
    <Combobox<Option>
      label={props.label}
      testId={props.testId}
      options={options}
      getKey={(c) => c.id}
      getLabel={(c) => c.name}
      value={value}
      onSelect={(c) => {
        if (c && c.id !== ALL_KEY) setPicked(c);
        props.set({ [props.param]: c && c.id !== ALL_KEY ? c.id : null });
      }}
      query={text}
      onQueryChange={setText}
      loading={loading}
      placeholder={
        partner ? t('adminReports.filters.partnerPlaceholder') : t('adminReports.filters.companyPlaceholder')
      }
      emptyText={emptyText}
      footer={footer}
      error={error ?? nameError}
      clearable={id !== null}
    />
  );
}
