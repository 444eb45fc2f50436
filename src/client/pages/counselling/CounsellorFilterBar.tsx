import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { useId } from 'react';
import type { CounsellingService } from './counselling-api';
import { languageName } from '../../enum-labels';

export type CounsellorFilterValues = {
  name: string;
  date: string;
  specialization_id: string;
  rating: string;
  language: string;
  experience_level: string;
  featured: boolean;
};

export const EMPTY_FILTERS: CounsellorFilterValues = {
  name: '',
  date: '',
  specialization_id: '',
  rating: '',
  language: '',
  experience_level: '',
  featured: false,
};

/** The spec's counsellor filters: Name 1, Availability 2, Specialization 3, Rating 4, Language 5, Experience Level 6, Featured 7. */
export function CounsellorFilterBar({
  value,
  onChange,
  services,
  languages,
}: {
  value: CounsellorFilterValues;
  onChange: (v: CounsellorFilterValues) => void;
  services: CounsellingService[];
  languages: string[];
}) {
  const t = useT();
  const lang = useAuthoredLang();
  const id = useId();
  const set = (patch: Partial<CounsellorFilterValues>) => onChange({ ...value, ...patch });
  const label = 'flex flex-col gap-1.5 text-sm font-medium text-slate-700';
  return (
    <div
      className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
      role="search"
      aria-label={t('counselling.filters.label')}
    >
      <label htmlFor={`${id}-n`} className={label}>
        {t('counselling.filters.name')}
        <input
          id={`${id}-n`}
          type="search"
          className="input"
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          placeholder={t('counselling.filters.namePlaceholder')}
        />
      </label>
      <label htmlFor={`${id}-a`} className={label}>
        {t('counselling.filters.date')}
        <input
          id={`${id}-a`}
          type="date"
          className="input"
          value={value.date}
          onChange={(e) => set({ date: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-s`} className={label}>
        {t('counselling.filters.specialization')}
        <select
          id={`${id}-s`}
          className="input appearance-auto"
          value={value.specialization_id}
          onChange={(e) => set({ specialization_id: e.target.value })}
        >
          <option value="">{t('counselling.filters.all')}</option>
          {services
            .filter((s) => s.kind === 'slot')
            .map((s) => (
              <option key={s.id} value={s.id} lang={lang(s.title)}>
                {s.title}
              </option>
            ))}
        </select>
      </label>
      <label htmlFor={`${id}-r`} className={label}>
        {t('counselling.filters.rating')}
        <select
          id={`${id}-r`}
          className="input appearance-auto"
          value={value.rating}
          onChange={(e) => set({ rating: e.target.value })}
        >
          <option value="">{t('counselling.filters.any')}</option>
          {['4.5', '4', '3.5', '3'].map((r) => (
            <option key={r} value={r}>
              {t('counselling.filters.ratingAtLeast', { rating: r })}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-l`} className={label}>
        {t('counselling.filters.language')}
        <select
          id={`${id}-l`}
          className="input appearance-auto"
          value={value.language}
          onChange={(e) => set({ language: e.target.value })}
        >
          <option value="">{t('counselling.filters.any')}</option>
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageName(l)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-e`} className={label}>
        {t('counselling.filters.experience')}
        <select
          id={`${id}-e`}
          className="input appearance-auto"
          value={value.experience_level}
          onChange={(e) => set({ experience_level: e.target.value })}
        >
          <option value="">{t('counselling.filters.any')}</option>
          <option value="1">{t('counselling.filters.experience1')}</option>
          <option value="2">{t('counselling.filters.experience2')}</option>
          <option value="3">{t('counselling.filters.experience3')}</option>
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2.5 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={value.featured}
          onChange={(e) => set({ featured: e.target.checked })}
        />
        {t('counselling.filters.featuredOnly')}
      </label>
      <div className="flex items-end pb-1">
        <button type="button" className="link text-sm" onClick={() => onChange(EMPTY_FILTERS)}>
          {t('counselling.filters.clear')}
        </button>
      </div>
    </div>
  );
}
