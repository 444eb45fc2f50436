import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { AuthoredList } from '../../components/AuthoredList';
import { Sentence } from '../../components/Sentence';
import { Link } from 'react-router';
import { formatINR } from '../../../shared/format';
import { buttonClass } from '../../components/Button';
import { languageName } from '../../enum-labels';
import { categoryLabel, weekdayShort, type Counsellor } from './counselling-api';
import { Stars } from './StarRating';

export function CounsellorCard({
  c,
  detailsPath,
  freeSession = false,
}: {
  c: Counsellor;
  detailsPath: string;
  /** The person's next session is included in their package: show that instead of the price. */
  freeSession?: boolean;
}) {
  const t = useT();
  const lang = useAuthoredLang();
  return (
    <article className="card flex flex-col gap-3 p-5" aria-labelledby={`counsellor-${c.id}`} data-counsellor-id={c.id}>
      <div className="flex items-start gap-3">
        <div
          className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
          aria-hidden="true"
        >
          <span translate="no">
            {c.first_name[0]}
            {c.last_name[0]}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={`counsellor-${c.id}`} className="font-semibold text-slate-900" translate="no">
            {c.name}
          </h3>
          <p className="text-xs text-slate-500">
            <Sentence
              k="counselling.card.meta"
              values={{ category: categoryLabel(c.category), years: c.experience }}
              parts={{ location: <span translate="no">{c.location}</span> }}
            />
          </p>
        </div>
        {c.featured && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            {t('counselling.card.featured')}
          </span>
        )}
      </div>
      <div className="flex items-center gap-2 text-sm">
        <Stars value={c.rating} />{' '}
        <span className="text-slate-600">
          {c.rating.toFixed(1)} ({c.rating_count})
        </span>
      </div>
      <p className="line-clamp-3 text-sm text-slate-700" lang={lang(c.brief_profile)}>
        {c.brief_profile}
      </p>
      <p className="text-xs text-slate-600">
        <span className="font-medium">{t('counselling.card.specializations')}</span>{' '}
        <AuthoredList items={c.specializations} />
      </p>
      <p className="text-xs text-slate-600">
        <span className="font-medium">{t('counselling.card.languages')}</span>{' '}
        {c.languages.map(languageName).join(', ')}
      </p>
      {c.available_days.length > 0 && (
        <p className="text-xs text-slate-600">
          <span className="font-medium">{t('counselling.card.available')}</span>{' '}
          {c.available_days.map(weekdayShort).join(', ')}
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-2">
        <span className="text-sm font-semibold text-slate-900">
          {freeSession ? t('counselling.card.freeInPackage') : formatINR(c.price_paise / 100)}{' '}
          <span className="font-normal text-slate-600">
            {t('counselling.card.perSession', { minutes: c.session_minutes })}
          </span>
        </span>
        <Link to={`${detailsPath}?id=${c.id}`} className={buttonClass('primary', 'sm')}>
          {/* The name starts with the visible text (axe label-content-name-mismatch); the counsellor is for screen readers. */}
          {t('counselling.card.viewAndBook')}
          <span className="sr-only" translate="no">
            {' '}
            {c.name}
          </span>
        </Link>
      </div>
    </article>
  );
}
