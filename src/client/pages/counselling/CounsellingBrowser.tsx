import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isAbortError, toApiError, type ApiError } from '../../api/api-error';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { UsersIcon } from '../../components/Icons';
import { Pager } from '../../components/Pager';
import { counsellingApi, type Audience, type CounsellingService, type CounsellorList } from './counselling-api';
import { CounsellorCard } from './CounsellorCard';
import { CounsellorFilterBar, EMPTY_FILTERS, type CounsellorFilterValues } from './CounsellorFilterBar';
import { ServiceDialog } from './ServiceDialog';

/** The services' room while they load: the spec's 12 (seed-services.ts). */
const SERVICE_PLACEHOLDERS = 12;

/** The 12 services, the filters and the matching counsellors; shared by /client/counselling and /public-counselling. */
export function CounsellingBrowser({
  audience,
  detailsPath,
  categoryId,
}: {
  audience: Audience;
  detailsPath: string;
  categoryId?: number;
}) {
  const t = useT();
  const lang = useAuthoredLang();
  // null while loading: the grid holds the 12 services' room meanwhile, so the counsellors below do not jump down.
  const [services, setServices] = useState<CounsellingService[] | null>(null);
  const [open, setOpen] = useState<CounsellingService | null>(null);
  const [filters, setFilters] = useState<CounsellorFilterValues>(EMPTY_FILTERS);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<CounsellorList | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [languages, setLanguages] = useState<string[]>([]);
  const listRef = useRef<HTMLHeadingElement>(null);
  // Whether the signed-in person's next session is free: it depends on the package, not the
  // counsellor, so one quote tells it for every card (visitors always pay).
  const [freeSession, setFreeSession] = useState(false);
  const firstId = list?.counselors[0]?.id;
  useEffect(() => {
    if (audience !== 'client' || firstId === undefined) return;
    const controller = new AbortController();
    counsellingApi
      .quote(audience, firstId, controller.signal)
      .then((q) => setFreeSession(q.free_session))
      .catch(() => undefined);
    return () => controller.abort();
  }, [audience, firstId]);

  useEffect(() => {
    counsellingApi
      .services(audience)
      .then((r) => setServices(r.services))
      .catch(() => setServices([]));
    counsellingApi
      .counsellors(audience, { page_size: 100 })
      .then((r) => setLanguages([...new Set(r.counselors.flatMap((c) => c.languages))].sort()))
      .catch(() => undefined);
  }, [audience]);

  useEffect(() => {
    const timer = setTimeout(() => setName(filters.name.trim()), 300);
    return () => clearTimeout(timer);
  }, [filters.name]);

  const query = useMemo(
    () => ({
      name: name || undefined,
      date: filters.date || undefined,
      specialization_id: filters.specialization_id || undefined,
      rating: filters.rating || undefined,
      language: filters.language || undefined,
      experience_level: filters.experience_level || undefined,
      featured: filters.featured || undefined,
      category_id: categoryId,
      page,
      page_size: 12,
    }),
    [
      name,
      filters.date,
      filters.specialization_id,
      filters.rating,
      filters.language,
      filters.experience_level,
      filters.featured,
      categoryId,
      page,
    ],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    counsellingApi
      .counsellors(audience, query, controller.signal)
      .then((r) => {
        setList(r);
        setError(null);
      })
      .catch((e: unknown) => {
        if (isAbortError(e)) return;
        // E-10051 on a list failure: the list is emptied, not kept stale (docs/product-rules.md "The API wrapper and session storage").
        setList(null);
        setError(toApiError(e));
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [audience, query]);

  const showCounsellors = (serviceId: number) => {
    setOpen(null);
    setFilters({ ...EMPTY_FILTERS, specialization_id: String(serviceId) });
    setPage(1);
    requestAnimationFrame(() => listRef.current?.focus());
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="services-h">
        <h2 id="services-h" className="mb-3 text-lg font-semibold text-slate-900">
          {t('counselling.browser.servicesHeading')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy={services === null}>
          {services === null &&
            Array.from({ length: SERVICE_PLACEHOLDERS }, (_, i) => (
              <li key={i} aria-hidden="true" className="card min-h-32 animate-pulse bg-slate-50" />
            ))}
          {services?.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => setOpen(s)}
                className="card flex h-full min-h-32 w-full flex-col gap-1 p-4 text-left hover:border-brand-300"
                style={{ background: s.background ?? undefined }}
                data-service={s.slug}
              >
                <span className="font-semibold text-slate-900" lang={lang(s.title)}>
                  {s.title}
                </span>
                <span className="line-clamp-2 text-xs text-slate-600" lang={lang(s.description)}>
                  {s.description}
                </span>
                <span className="mt-auto pt-2 text-xs font-semibold text-brand-700">
                  {s.kind === 'partner'
                    ? t('counselling.browser.viaPartner')
                    : s.kind === 'link'
                      ? t('counselling.browser.course')
                      : t('counselling.browser.sessionMinutes', { minutes: s.session_minutes })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="counsellors-h" className="flex flex-col gap-4">
        <h2 id="counsellors-h" ref={listRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t('counselling.browser.counsellorsHeading')}
        </h2>
        <CounsellorFilterBar
          value={filters}
          onChange={(v) => {
            setFilters(v);
            setPage(1);
          }}
          services={services ?? []}
          languages={languages}
        />
        {error && <ErrorState error={error} title={t('counselling.browser.loadFailed')} />}
        {loading && !list && !error && <LoadingState label={t('counselling.browser.loading')} />}
        {list && list.counselors.length === 0 && (
          <div className="card">
            <EmptyState icon={<UsersIcon size={26} />} title={t('counselling.browser.noMatch')}>
              {t('counselling.browser.noMatchBody')}
            </EmptyState>
          </div>
        )}
        {list && list.counselors.length > 0 && (
          <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
            {list.counselors.map((c) => (
              <li key={c.id} className="flex">
                <CounsellorCard c={c} detailsPath={detailsPath} freeSession={freeSession} />
              </li>
            ))}
          </ul>
        )}
        {list && list.total_page > 1 && (
          <Pager page={list.current_page} totalPages={list.total_page} onPage={setPage} />
        )}
      </section>
      {open && (
        <ServiceDialog
          service={open}
          audience={audience}
          onClose={() => setOpen(null)}
          onShowCounsellors={showCounsellors}
        />
      )}
    </div>
  );
}
