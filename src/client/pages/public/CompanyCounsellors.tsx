import { useEffect, useState } from 'react';
import type { CompanyCounsellorList } from '../../../shared/generated/index';
import { companyCounsellors } from '../../api/sso-api';
import { useT } from '../../../i18n/browser';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * The company login page's "counsellors for you" strip (client-emp/counselors): a few of the counsellors the company's
 * package opens, so an employee arriving from the portal e-mail sees what is waiting. Nothing is shown when the package
 * has no counselling or the call fails: the page's job is signing in.
 */
export function CompanyCounsellors({ slug }: { slug: string }) {
  const t = useT();
  const [list, setList] = useState<CompanyCounsellorList | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    companyCounsellors(slug, ac.signal).then(setList, () => setList(null));
    return () => ac.abort();
  }, [slug]);
  if (!list || list.counselors.length === 0) return null;
  return (
    <section aria-labelledby="company-counsellors" className="mt-8 border-t border-slate-200 pt-5">
      <h2 id="company-counsellors" className="text-base font-semibold text-slate-900">
        {t('public.enterprise.counsellorsTitle', { company: list.company_name })}
      </h2>
      <ul className="mt-3 flex flex-col gap-3" data-testid="company-counsellors">
        {list.counselors.map((c) => (
          <li key={c.id} className="flex items-center gap-3">
            {c.image ? (
              <img src={c.image} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700"
              >
                {initialsOf(c.name)}
              </span>
            )}
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{c.name}</span>
              <span className="block truncate text-sm text-slate-600">
                {[c.specializations.slice(0, 2).join(', '), c.languages.join(', ')].filter(Boolean).join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{t('public.enterprise.counsellorsHint', { count: list.total })}</p>
    </section>
  );
}
