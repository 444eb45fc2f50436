import { useEffect, useId, useMemo, useState } from 'react';
import { fetchCategories, fetchCompanies, type CategoryRow, type CompanyRow } from '../mf-api';
import { Combobox } from '../../../components/Combobox';
import { useT, type MessageKey } from '../../../../i18n/browser';

/** What narrows the scheme search on a page; shared by all of the page's scheme boxes. */
export type SchemeFilterState = { amc: string | null; category: string | null; plan: 'Direct' | 'Regular' | null };
export const NO_FILTERS: SchemeFilterState = { amc: null, category: null, plan: null };

/** What the boxes show of a fund house and a category (a link's choice stands in until the lists load). */
type Company = Pick<CompanyRow, 'amcName' | 'amcCompany' | 'schemesWithHistory'>;
type Category = Pick<CategoryRow, 'category' | 'broadCategory' | 'schemesWithHistory'>;

/** All words typed appear in the text, in any order and case. */
export function matchesWords(text: string, query: string): boolean {
  const hay = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}

function useLists() {
  const [companies, setCompanies] = useState<CompanyRow[]>([]);
  const [categories, setCategories] = useState<CategoryRow[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([fetchCompanies(), fetchCategories()])
      .then(([c, k]) => {
        if (!live) return;
        setCompanies(c.filter((x) => x.schemesWithHistory > 0));
        setCategories(k.filter((x) => x.schemesWithHistory > 0));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { companies, categories, failed };
}

const PLANS = [
  { value: null, label: 'mf.filters.anyPlan' },
  { value: 'Direct', label: 'mf.filters.direct' },
  { value: 'Regular', label: 'mf.filters.regular' },
] as const satisfies readonly { value: SchemeFilterState['plan']; label: MessageKey }[];

/**
 * Fund house, category and plan: optional filters that narrow every scheme box of the page.
 * Fund houses and categories are searchable lists (type any part of the name).
 */
export function SchemeFilters({
  value,
  onChange,
  note,
}: {
  value: SchemeFilterState;
  onChange: (next: SchemeFilterState) => void;
  note?: string;
}) {
  const t = useT();
  const { companies, categories, failed } = useLists();
  const planName = useId();
  const [amcQuery, setAmcQuery] = useState('');
  const [categoryQuery, setCategoryQuery] = useState('');
  const amcOptions = useMemo(
    () => companies.filter((c) => matchesWords(`${c.amcName} ${c.amcCompany ?? ''}`, amcQuery)),
    [companies, amcQuery],
  );
  const categoryOptions = useMemo(
    () => categories.filter((c) => matchesWords(`${c.category} ${c.broadCategory}`, categoryQuery)),
    [categories, categoryQuery],
  );
  const selectedAmc =
    companies.find((c) => c.amcName === value.amc) ??
    (value.amc ? { amcName: value.amc, amcCompany: null, schemesWithHistory: 0 } : null);
  const selectedCategory =
    categories.find((c) => c.category === value.category) ??
    (value.category ? { category: value.category, broadCategory: '', schemesWithHistory: 0 } : null);

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4" data-testid="scheme-filters">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('mf.filters.legend')}</legend>
      {note && <p className="text-xs text-slate-500">{note}</p>}
      <Combobox<Company>
        label={t('mf.filters.fundHouse')}
        testId="filter-amc"
        options={amcOptions}
        getKey={(c) => c.amcName}
        getLabel={(c) => c.amcName}
        renderOption={(c) => (
          <span className="flex items-baseline justify-between gap-3">
            <span>{c.amcName}</span>
            <span className="shrink-0 text-xs text-slate-500">
              {t('mf.filters.schemes', { n: c.schemesWithHistory })}
            </span>
          </span>
        )}
        value={selectedAmc}
        onSelect={(c) => onChange({ ...value, amc: c?.amcName ?? null })}
        query={amcQuery}
        onQueryChange={setAmcQuery}
        placeholder={t('mf.filters.allFundHouses')}
        emptyText={
          failed
            ? t('mf.filters.listFailed')
            : companies.length === 0
              ? t('common.loading')
              : t('mf.filters.noFundHouse')
        }
        clearable
      />
      <Combobox<Category>
        label={t('mf.filters.category')}
        testId="filter-category"
        options={categoryOptions}
        getKey={(c) => c.category}
        getLabel={(c) => c.category}
        renderOption={(c) => (
          <span className="flex items-baseline justify-between gap-3">
            <span>{c.category}</span>
            <span className="shrink-0 text-xs text-slate-500">{c.broadCategory}</span>
          </span>
        )}
        value={selectedCategory}
        onSelect={(c) => onChange({ ...value, category: c?.category ?? null })}
        query={categoryQuery}
        onQueryChange={setCategoryQuery}
        placeholder={t('mf.filters.allCategories')}
        emptyText={
          failed
            ? t('mf.filters.listFailed')
            : categories.length === 0
              ? t('common.loading')
              : t('mf.filters.noCategory')
        }
        clearable
      />
      <div role="radiogroup" aria-label={t('mf.filters.plan')} className="flex flex-wrap gap-2">
        {PLANS.map((p) => (
          <label
            key={p.label}
            className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${
              value.plan === p.value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name={planName}
              className="sr-only"
              checked={value.plan === p.value}
              onChange={() => onChange({ ...value, plan: p.value })}
            />
            {t(p.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
