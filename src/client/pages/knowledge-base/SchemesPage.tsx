import { useApiQuery } from '../../api/use-api-query';
import { buttonClass } from '../../components/Button';
import { ShieldIcon } from '../../components/Icons';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { KbSchemesAnswer } from './kb-api';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';

/** /client/schemes (module 9 with quick-access item 1): government schemes and the accounts checklist. */
export function SchemesPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('kb.schemes.title'));
  const q = useApiQuery<KbSchemesAnswer>('/knowledge-base/schemes');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('kb.schemes.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('kb.schemes.intro')}</p>
        </div>
        {q.data && (
          <a href={q.data.checklist_url} download className={buttonClass('secondary', 'sm')}>
            {t('kb.schemes.checklist')}
          </a>
        )}
      </header>
      {q.error && <ErrorState error={q.error} onRetry={q.reload} />}
      {!q.error && !q.data && <LoadingState label={t('kb.schemes.loading')} />}
      {q.data && (
        <ul className="grid gap-4 md:grid-cols-2">
          {q.data.schemes.map((s) => (
            <li key={s.id} className="card flex flex-col gap-3 p-5">
              <div className="flex items-start gap-3">
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
                  aria-hidden="true"
                >
                  <ShieldIcon size={20} />
                </span>
                <div>
                  <h2 className="font-semibold text-slate-900">
                    <span lang={lang(s.name)}>{s.name}</span>{' '}
                    <span lang={lang(s.short_name)} className="text-slate-500">
                      ({s.short_name})
                    </span>
                  </h2>
                  <p lang={lang(s.summary)} className="text-sm text-slate-600">
                    {s.summary}
                  </p>
                </div>
              </div>
              <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
                <span lang={lang(s.rate_text)}>{s.rate_text}</span>
                <span className="block text-xs font-normal text-emerald-700">
                  <Sentence
                    k="kb.schemes.asOf"
                    parts={{ date: <span lang={lang(s.rate_as_of)}>{s.rate_as_of}</span> }}
                  />
                </span>
              </p>
              <dl className="grid gap-2 text-sm">
                {(
                  [
                    ['kb.schemes.whoCanJoin', s.eligibility],
                    ['kb.schemes.limits', s.limits],
                    ['kb.schemes.term', s.tenure],
                    ['kb.schemes.tax', s.tax],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(k)}</dt>
                    <dd lang={lang(v)} className="text-slate-700">
                      {v}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
