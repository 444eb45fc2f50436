import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { useApiQuery } from '../../api/use-api-query';
import { buttonClass } from '../../components/Button';
import { CheckCircleIcon, SparkleIcon } from '../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { STATUS_LABEL, type UserJourney } from './journey-api';
import { formatDateMediumIST } from '../../../shared/format';

const dateOf = (iso: string | null) => (iso ? formatDateMediumIST(iso) : '');

/** /client/financial-journey/congratulation?cardId=: after a stage is finished (page type "congratulation"). */
export function JourneyCongratulationPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('journey.result.documentTitle'));
  const [params] = useSearchParams();
  const cardId = Number(params.get('cardId')) || null;
  const { data, error, loading, reload } = useApiQuery<UserJourney>('/journey/user-journey');
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading || !data) return <LoadingState />;
  const card =
    data.cards.find((c) => c._id === cardId && c.is_completed) ?? data.cards.filter((c) => c.is_completed).at(-1);
  const next = data.cards.find((c) => !c.is_completed);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <div className="card p-2 text-center">
        {card ? (
          <EmptyState
            icon={<SparkleIcon size={26} />}
            title={
              data.is_journey_completed ? (
                t('journey.result.journeyDone')
              ) : (
                <Sentence
                  k="journey.result.stageDone"
                  parts={{ title: <span lang={lang(card.title)}>{card.title}</span> }}
                />
              )
            }
            action={
              <div className="flex flex-wrap justify-center gap-3">
                {next && (
                  <Link to="/client/financial-journey" className={buttonClass('primary')}>
                    <span>
                      <Sentence
                        k="journey.result.continueWith"
                        parts={{ title: <span lang={lang(next.title)}>{next.title}</span> }}
                      />
                    </span>
                  </Link>
                )}
                <Link to="/client/financial-journey/summary" className={buttonClass(next ? 'secondary' : 'primary')}>
                  {t('journey.result.seeSummary')}
                </Link>
              </div>
            }
          >
            <p>
              {t('journey.result.topicsDoneOn', { count: card.total_topics, date: dateOf(card.completed_at) })}{' '}
              {data.is_journey_completed
                ? t('journey.result.allComplete')
                : t('journey.result.journeyCount', { completed: data.completed_topics, total: data.total_topics })}
            </p>
          </EmptyState>
        ) : (
          <EmptyState
            title={t('journey.result.noStage')}
            action={
              <Link to="/client/financial-journey" className={buttonClass('primary')}>
                {t('journey.result.goToJourney')}
              </Link>
            }
          >
            <p>{t('journey.result.noStageBody')}</p>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

/** /client/financial-journey/summary (page type "summary"): every topic with its status and the user's task answers. */
export function JourneySummaryPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('journey.result.summaryDocumentTitle'));
  const { data, error, loading, reload } = useApiQuery<UserJourney>('/journey/user-journey');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('journey.result.summaryTitle')}</h1>
          {data && (
            <p className="mt-1 text-sm text-slate-600">
              {t('journey.result.summaryCount', {
                completed: data.completed_topics,
                total: data.total_topics,
                percent: data.percent,
              })}
            </p>
          )}
        </div>
        <Link to="/client/financial-journey" className={buttonClass('secondary', 'sm')}>
          {t('journey.backToJourney')}
        </Link>
      </header>
      {error && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState />}
      {data?.cards.map((card) => (
        <section key={card._id} className="card p-5" aria-labelledby={`sum-${card._id}`}>
          <h2 id={`sum-${card._id}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <span lang={lang(card.title)}>{card.title}</span>
            {card.is_completed && (
              <CheckCircleIcon size={18} className="text-brand-600" aria-label={t('journey.result.finished')} />
            )}
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            {card.topics.map((topic) => (
              <div key={topic._id} className="py-3">
                <dt className="flex flex-wrap justify-between gap-2 text-sm font-medium text-slate-800">
                  <span lang={lang(topic.title)}>{topic.title}</span>
                  <span className="text-xs font-normal text-slate-600">
                    {t(STATUS_LABEL[topic.status])}
                    {topic.completed_at ? ` · ${dateOf(topic.completed_at)}` : ''}
                  </span>
                </dt>
                <dd lang={lang(topic.task_answer)} className="mt-1 text-sm whitespace-pre-line text-slate-600">
                  {topic.task_answer ?? <span className="italic">{t('journey.result.noAnswer')}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
