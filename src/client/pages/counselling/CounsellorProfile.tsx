import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { AuthoredList } from '../../components/AuthoredList';
import { Sentence } from '../../components/Sentence';
import { languageName } from '../../enum-labels';
import { categoryLabel, type Counsellor } from './counselling-api';
import { Stars } from './StarRating';

/**
 * The counsellor details page's header: name (a name, not a word to translate), category, experience, city and
 * languages, rating, and the admin-written profile, specialisations and cost note, each marked with its language
 * (docs/i18n.md "Admin content in Hindi").
 */
export function CounsellorProfile({ c }: { c: Counsellor }) {
  const t = useT();
  const lang = useAuthoredLang();
  return (
    <header className="card flex flex-wrap items-start gap-4 p-5">
      <div
        className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
        aria-hidden="true"
      >
        <span translate="no">
          {c.first_name[0]}
          {c.last_name[0]}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold text-slate-900" translate="no">
          {c.name}
        </h1>
        <p className="text-sm text-slate-600">
          <Sentence
            k="counselling.details.meta"
            values={{
              category: categoryLabel(c.category),
              years: c.experience,
              languages: c.languages.map(languageName).join(', '),
            }}
            parts={{ location: <span translate="no">{c.location}</span> }}
          />
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm">
          <Stars value={c.rating} />{' '}
          {t('counselling.details.ratingReviews', { rating: c.rating.toFixed(1), count: c.rating_count })}
        </p>
        <p className="mt-3 text-sm text-slate-700" lang={lang(c.brief_profile)}>
          {c.brief_profile}
        </p>
        <p className="mt-2 text-xs text-slate-600">
          <Sentence
            k="counselling.details.specializations"
            parts={{ list: <AuthoredList items={c.specializations} /> }}
          />
        </p>
        {c.cost_disclaimer && (
          <p className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900" lang={lang(c.cost_disclaimer)}>
            {c.cost_disclaimer}
          </p>
        )}
      </div>
    </header>
  );
}
