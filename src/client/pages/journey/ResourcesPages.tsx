import { Link } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { useApiQuery } from '../../api/use-api-query';
import { buttonClass } from '../../components/Button';
import {
  ArrowLeftIcon,
  ChevronRightIcon,
  FileIcon,
  GridIcon,
  LightbulbIcon,
  StarIcon,
  VideoIcon,
} from '../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { logResource, type ResourceItem, type Resources } from './journey-api';
import { RESOURCE_CARD_TEXT } from './journey-text';
import { MonthSpotlight } from '../engagement/MonthSpotlight';

const CARD_ICON: Record<string, typeof LightbulbIcon> = {
  Dynamic_Activities: LightbulbIcon,
  Quiz: StarIcon,
  Games: GridIcon,
};

/** /client/resources (always allowed): the three cards (docs/product-rules.md "Resources cards") and the risk assessment. */
export function ResourcesPage() {
  const t = useT();
  useDocumentTitle(t('journey.resources.title'));
  const { data, error, loading, reload } = useApiQuery<Resources>('/user-resource-activities');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('journey.resources.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('journey.resources.intro')}</p>
      </header>
      {error && <ErrorState error={error} onRetry={reload} />}
      {/* The three cards' room is kept while they load, so the risk assessment below does not jump (issue 34). */}
      {loading && !data && (
        <ul className="grid gap-5 md:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} aria-hidden="true" className="card min-h-52 animate-pulse bg-slate-50" />
          ))}
        </ul>
      )}
      {data && (
        <ul className="grid gap-5 md:grid-cols-3">
          {data.cards.map((c) => {
            const known = RESOURCE_CARD_TEXT[c.kind];
            const Icon = CARD_ICON[c.kind] ?? LightbulbIcon;
            return (
              <li key={c.kind}>
                <Link
                  to={c.path}
                  className="card flex h-full min-h-52 flex-col gap-3 p-6 transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span
                    className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700"
                    aria-hidden="true"
                  >
                    <Icon size={24} />
                  </span>
                  <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {known ? t(known.subtitle) : c.subtitle}
                  </span>
                  <span className="text-lg font-semibold text-slate-900">{known ? t(known.title) : c.title}</span>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm text-slate-600">
                    {t('journey.resources.open')} <ChevronRightIcon size={16} aria-hidden="true" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <aside className="card flex flex-wrap items-center justify-between gap-4 p-5">
        <div>
          <h2 className="font-semibold text-slate-900">{t('journey.resources.riskHeading')}</h2>
          <p className="text-sm text-slate-600">{t('journey.resources.riskBody')}</p>
        </div>
        <Link to="/client/resources/risk-assessment" className={buttonClass('primary')}>
          {t('journey.resources.riskAction')}
        </Link>
      </aside>
      <MonthSpotlight />
    </div>
  );
}

export function BackToResources() {
  const t = useT();
  return (
    <Link to="/client/resources" className="link inline-flex w-fit items-center gap-1 text-sm">
      <ArrowLeftIcon size={16} aria-hidden="true" /> {t('journey.resources.title')}
    </Link>
  );
}

const TYPE_LABEL: Record<string, MessageKey> = {
  Document: 'journey.resources.typeDocument',
  Video: 'journey.resources.typeVideo',
  External_Link: 'journey.resources.typeWebsite',
  Internal_Link: 'journey.resources.typeInternal',
  Element: 'journey.resources.typeActivity',
  Image: 'journey.resources.typeImage',
};

function ItemLink({ item }: { item: Omit<ResourceItem, 'sub_items'> }) {
  const t = useT();
  const lang = useAuthoredLang();
  const Icon = item.item_type === 'Video' ? VideoIcon : item.item_type === 'Document' ? FileIcon : LightbulbIcon;
  const label = (
    <>
      <Icon size={16} aria-hidden="true" /> <span lang={lang(item.title)}>{item.title}</span>
    </>
  );
  if (!item.url) return <span className="inline-flex items-center gap-2 font-medium text-slate-900">{label}</span>;
  const onClick = () => logResource({ item_id: item._id, action: 'Viewed' });
  return item.url.startsWith('/') ? (
    <Link to={item.url} onClick={onClick} className="link inline-flex items-center gap-2 font-medium">
      {label}
    </Link>
  ) : (
    <a
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className="link inline-flex items-center gap-2 font-medium"
    >
      {label}
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}

/** /client/resources/activities: 'Unfold New Ideas', main items with their sub items. */
export function ActivitiesPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('journey.resources.activitiesDocumentTitle'));
  const { data, error, loading, reload } = useApiQuery<Resources>('/user-resource-activities');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      <BackToResources />
      <h1 className="text-2xl font-bold text-slate-900">{t('journey.resources.activitiesTitle')}</h1>
      {error && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState />}
      {data && data.activities.length === 0 && <EmptyState title={t('journey.resources.noActivities')} />}
      <ul className="flex flex-col gap-4">
        {data?.activities.map((a) => (
          <li key={a._id} id={a.slug ?? undefined} className="card p-5">
            <p className="mb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {TYPE_LABEL[a.item_type] ? t(TYPE_LABEL[a.item_type]) : a.item_type}
            </p>
            <ItemLink item={a} />
            <p lang={lang(a.description)} className="mt-1 text-sm text-slate-600">
              {a.description}
            </p>
            {a.sub_items.length > 0 && (
              <ul className="mt-3 flex flex-col gap-2 border-l-2 border-brand-100 pl-4">
                {a.sub_items.map((s) => (
                  <li key={s._id} className="text-sm">
                    <ItemLink item={s} />
                    <p lang={lang(s.description)} className="text-slate-600">
                      {s.description}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /client/resources/games: 'Step Into the Game Zone'; each game has its own page /games/<slug> (docs/journey.md). */
export function GamesPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('journey.resources.gamesDocumentTitle'));
  const { data, error, loading, reload } = useApiQuery<Resources>('/user-resource-activities');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      <BackToResources />
      <h1 className="text-2xl font-bold text-slate-900">{t('journey.resources.gamesTitle')}</h1>
      {error && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState />}
      <ul className="grid gap-4 sm:grid-cols-2">
        {data?.games.map((g) => (
          <li key={g._id} className="card flex flex-col gap-2 p-5">
            <h2 lang={lang(g.title)} className="text-lg font-semibold text-slate-900">
              {g.title}
            </h2>
            <p lang={lang(g.description)} className="text-sm text-slate-600">
              {g.description}
            </p>
            {g.url && (
              <Link to={g.url} className={`${buttonClass('primary', 'sm')} mt-2 w-fit`}>
                <span>
                  <Sentence k="journey.resources.play" parts={{ title: <span lang={lang(g.title)}>{g.title}</span> }} />
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
