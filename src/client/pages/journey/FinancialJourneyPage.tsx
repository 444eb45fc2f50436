import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useApiQuery } from '../../api/use-api-query';
import { buttonClass } from '../../components/Button';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { type UserJourney } from './journey-api';
import { CardView } from './JourneyCardView';
import { TopicView } from './TopicView';

/**
 * /client/financial-journey (always allowed): the three journey cards with their topics; ?topicId=
 * opens a topic, whose steps (Video, Task, Completed) follow machines/journey-topic.machine.ts, the
 * same machine the server checks (docs/journey.md).
 */
export function FinancialJourneyPage() {
  const t = useT();
  useDocumentTitle(t('journey.journey.title'));
  const [params, setParams] = useSearchParams();
  const topicId = Number(params.get('topicId')) || null;
  const { data, error, loading, reload } = useApiQuery<UserJourney>('/journey/user-journey');
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('topicId', String(id));
    else next.delete('topicId');
    setParams(next);
  };
  if (topicId) return <TopicView key={topicId} topicId={topicId} onOpen={open} onChanged={reload} />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('journey.journey.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('journey.journey.intro')}</p>
        </div>
        <Link to="/client/financial-journey/summary" className={buttonClass('secondary', 'sm')}>
          {t('journey.journey.yourSummary')}
        </Link>
      </header>
      {error && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState label={t('journey.journey.loading')} />}
      {data && (
        <>
          <Progress completed={data.completed_topics} total={data.total_topics} percent={data.percent} />
          <div className="grid gap-5 lg:grid-cols-3">
            {data.cards.map((card) => (
              <CardView key={card._id} card={card} onOpen={open} />
            ))}
          </div>
          <aside className="card flex flex-wrap items-center justify-between gap-4 p-5">
            <div>
              <h2 className="font-semibold text-slate-900">{t('journey.journey.riskHeading')}</h2>
              <p className="text-sm text-slate-600">{t('journey.journey.riskBody')}</p>
            </div>
            <Link to="/client/resources/risk-assessment" className={buttonClass('secondary')}>
              {t('journey.journey.riskAction')}
            </Link>
          </aside>
        </>
      )}
    </div>
  );
}

function Progress({ completed, total, percent }: { completed: number; total: number; percent: number }) {
  const t = useT();
  return (
    <div className="card p-5">
      <div className="mb-2 flex justify-between text-sm">
        <span className="text-slate-700">{t('journey.journey.topicsCompleted', { completed, total })}</span>
        <span className="font-semibold text-brand-700 tabular-nums">{percent}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('journey.journey.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
