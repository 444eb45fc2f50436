import { useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '../../../api/use-api-query';
import { errorLine, isAbortError, toApiError } from '../../../api/api-error';
import { Combobox } from '../../../components/Combobox';
import { useT } from '../../../../i18n/browser';
import { getClient, type ClientList } from '../clients/clients-api';
import { useDebouncedSearch } from '../ListFilters';
import type { SetParams } from './ReportFilters';

/** Options per search: the first 20 names (A to Z) that contain the text. */
export const COMPANY_SEARCH_LIMIT = 20;

type Option = { id: string; name: string };

/** The "All companies" / "All partners" choice: picking it clears the filter. */
const ALL_KEY = '*all';
const nothing = () => {};

/**
 * The text typed and get_all_client for it (company_name contains it): the admin lists' debounced search box
 * (useDebouncedSearch) feeding the shared GET hook, which cancels the previous request.
 */
function useCompanySearch(userType: 3 | 9) {
  const { search: text, setSearch: setText, query } = useDebouncedSearch(nothing);
  const list = useApiQuery<ClientList>('/company/get_all_client', {
    query: { user_type: userType, limit: COMPANY_SEARCH_LIMIT, search: query || undefined },
    toastOnError: false,
  });
  const results = useMemo(
    () =>
      list.data && {
        companies: list.data.companies.map((c): Option => ({ id: c._id, name: c.company_name })),
        total: list.data.total,
      },
    [list.data],
  );
  const error = list.error ? errorLine(list.error) : null;
  return { text, setText, results, error, loading: list.loading };
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
        setError(errorLine(e));
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
  const [picked, setPicked] = useState<Option | null>(null);
  const { text, setText, results, error, loading } = useCompanySearch(props.userType);
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
