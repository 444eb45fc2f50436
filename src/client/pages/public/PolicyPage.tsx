import { useDocumentTitle } from '../../hooks/use-document-title';
import type { PolicyDocument } from './policy-content';
import { useT } from '../../../i18n/browser';

/** One policy document in the reader's language: title, summary, a contents list (from 1025 px) and the sections. */
export function PolicyPage({ doc }: { doc: PolicyDocument }) {
  const t = useT();
  useDocumentTitle(t(doc.title));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('public.policy.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{t(doc.title)}</h1>
        <p className="mt-3 text-lg text-slate-600">{t(doc.summary)}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('public.policy.onThisPage')} className="hidden lg:block">
          <div className="sticky top-6">
            <p className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('public.policy.onThisPage')}
            </p>
            <ul className="space-y-2 border-l border-slate-200 text-sm">
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-brand-500 hover:text-brand-700"
                  >
                    {t(s.heading)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <article className="card max-w-3xl p-6 md:p-10">
          {doc.sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              className={`scroll-mt-6 ${i > 0 ? 'mt-8 border-t border-slate-100 pt-8' : ''}`}
            >
              <h2 className="text-xl font-semibold text-slate-900">{t(s.heading)}</h2>
              {s.paragraphs?.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-slate-700">
                  {t(p)}
                </p>
              ))}
              {s.bullets && (
                <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-500">
                  {s.bullets.map((b) => (
                    <li key={b}>{t(b)}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
