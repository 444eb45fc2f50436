import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/browser';
import { Sentence } from '../../components/Sentence';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { nextTopicStatus, TOPIC_STATUS, type TopicStatus } from '../../../../machines/journey-topic.machine';
import { toApiError, type ApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ArrowLeftIcon, CheckCircleIcon, LockIcon, TargetIcon, VideoIcon } from '../../components/Icons';
import { ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import {
  completeCard,
  completeStep,
  STATUS_LABEL,
  type JourneyCard,
  type TopicDetail,
  type TopicSummary,
  type UserJourney,
} from './journey-api';

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

function CardView({ card, onOpen }: { card: JourneyCard; onOpen: (id: number) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const allDone = card.total_topics > 0 && card.completed_topics === card.total_topics;
  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await completeCard(card._id);
      navigate(`/client/financial-journey/congratulation?cardId=${r.card_id}`);
    } catch (err) {
      setError(toApiError(err));
      setBusy(false);
    }
  };
  return (
    <section
      className="card flex flex-col p-5"
      aria-labelledby={`card-${card._id}`}
      data-testid={`journey-card-${card.slug}`}
    >
      <div className="mb-1 flex items-center gap-2 text-brand-700">
        <TargetIcon size={18} aria-hidden="true" />
        <span className="text-xs font-semibold tracking-wide uppercase">
          {t('journey.journey.stage', { position: card.position })}
        </span>
      </div>
      <h2 id={`card-${card._id}`} className="text-lg font-semibold text-slate-900">
        {card.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{card.description}</p>
      <ol className="mt-4 flex flex-col gap-2">
        {card.topics.map((topic, i) => (
          <li key={topic._id}>
            <TopicRow topic={topic} index={i} onOpen={onOpen} />
          </li>
        ))}
      </ol>
      <div className="mt-auto pt-4">
        {card.is_completed ? (
          <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
            <CheckCircleIcon size={16} aria-hidden="true" /> {t('journey.journey.stageFinished')}
          </p>
        ) : (
          <Button
            variant={allDone ? 'primary' : 'secondary'}
            className="w-full"
            loading={busy}
            onClick={finish}
            aria-describedby={allDone ? undefined : `card-${card._id}-hint`}
          >
            {t('journey.journey.finishStage', { title: card.title })}
          </Button>
        )}
        {!allDone && !card.is_completed && (
          <p id={`card-${card._id}-hint`} className="mt-2 text-xs text-slate-500">
            {t('journey.journey.finishHint')}
          </p>
        )}
        {error && (
          <InlineAlert onClose={() => setError(null)}>
            <ErrorMessage error={error} />
          </InlineAlert>
        )}
      </div>
    </section>
  );
}

function TopicRow({ topic, index, onOpen }: { topic: TopicSummary; index: number; onOpen: (id: number) => void }) {
  const t = useT();
  const done = topic.status === 'Completed';
  return (
    <button
      type="button"
      onClick={() => onOpen(topic._id)}
      className="flex w-full items-center gap-3 rounded-xl bg-slate-50 px-3 py-2.5 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span
        className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold ${done ? 'bg-brand-600 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-300'}`}
        aria-hidden="true"
      >
        {done ? '✓' : topic.is_locked ? <LockIcon size={12} /> : index + 1}
      </span>
      <span className="min-w-0 flex-1 font-medium text-slate-800">{topic.title}</span>
      <span className="shrink-0 text-xs text-slate-600">
        {topic.is_locked ? t('journey.status.locked') : t(STATUS_LABEL[topic.status])}
      </span>
    </button>
  );
}

function TopicView({
  topicId,
  onOpen,
  onChanged,
}: {
  topicId: number;
  onOpen: (id: number | null) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const { data, error, loading, reload } = useApiQuery<TopicDetail>(`/journey/topic/${topicId}`);
  const [topic, setTopic] = useState<TopicDetail | null>(null);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [stepError, setStepError] = useState<ApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answerId = useId();
  useDocumentTitle(topic ? t('journey.topic.documentTitle', { title: topic.title }) : t('journey.journey.title'));
  useEffect(() => {
    if (data) {
      setTopic(data);
      setAnswer(data.task_answer ?? '');
    }
  }, [data]);
  useEffect(() => headingRef.current?.focus(), [topic?._id]);

  const back = () => {
    onChanged();
    onOpen(null);
  };
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading || !topic) return <LoadingState label={t('journey.topic.loading')} />;

  const status = topic.status_id as TopicStatus;
  const context = { unlocked: !topic.is_locked };
  const canWatch = nextTopicStatus(status, { type: 'STEP', step: 'Video' }, context) !== null;
  const taskOpen = status === TOPIC_STATUS.WATCHED_VIDEO;
  const canTask = nextTopicStatus(status, { type: 'STEP', step: 'Task', answer }, context) !== null;
  const canComplete = nextTopicStatus(status, { type: 'STEP', step: 'Completed' }, context) !== null;

  const step = async (s: 'Video' | 'Task' | 'Completed') => {
    setBusy(true);
    setStepError(null);
    try {
      setTopic(await completeStep({ topic_id: topic._id, step: s, ...(s === 'Task' ? { answer } : {}) }));
    } catch (err) {
      setStepError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-8">
      <button type="button" onClick={back} className="link inline-flex w-fit items-center gap-1 text-sm">
        <ArrowLeftIcon size={16} aria-hidden="true" /> {t('journey.topic.allTopics')}
      </button>
      <header>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{topic.card_title}</p>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {topic.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="topic-status">
          <Sentence
            k={'journey.topic.status'}
            parts={{
              status: <strong>{topic.is_locked ? t('journey.status.locked') : t(STATUS_LABEL[topic.status])}</strong>,
            }}
          />
        </p>
      </header>
      {topic.is_locked && (
        <InlineAlert tone="info">{t('journey.topic.lockedNotice', { card: topic.card_title })}</InlineAlert>
      )}
      <p className="text-slate-700">{topic.summary}</p>

      <section className="card p-5" aria-labelledby="step-video">
        <h2 id="step-video" className="flex items-center gap-2 font-semibold text-slate-900">
          <VideoIcon size={18} aria-hidden="true" /> {t('journey.topic.step1', { title: topic.video_title })}
          {topic.video_minutes ? (
            <span className="text-sm font-normal text-slate-500">
              {t('journey.topic.minutes', { minutes: topic.video_minutes })}
            </span>
          ) : null}
        </h2>
        {topic.video_url ? (
          <video
            className="mt-3 aspect-video w-full rounded-xl bg-slate-900"
            controls
            preload="metadata"
            src={topic.video_url}
            data-testid="topic-video"
          >
            <track kind="captions" />
          </video>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('journey.topic.noVideo')}</p>
        )}
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {topic.key_points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        {canWatch && (
          <Button className="mt-4" loading={busy} onClick={() => step('Video')}>
            {t('journey.topic.watched')}
          </Button>
        )}
      </section>

      <section className="card p-5" aria-labelledby="step-task">
        <h2 id="step-task" className="font-semibold text-slate-900">
          {t('journey.topic.step2', { title: topic.task_title })}
        </h2>
        <label htmlFor={answerId} className="mt-2 block text-sm text-slate-700">
          {topic.task_prompt}
        </label>
        <textarea
          id={answerId}
          className="input mt-2 min-h-28 w-full"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          readOnly={!taskOpen}
          maxLength={2000}
          aria-describedby={`${answerId}-hint`}
        />
        <p id={`${answerId}-hint`} className="mt-1 text-xs text-slate-500">
          {taskOpen
            ? t('journey.topic.atLeast', { min: topic.min_task_answer, count: answer.trim().length })
            : status < TOPIC_STATUS.WATCHED_VIDEO
              ? t('journey.topic.opensAfterVideo')
              : t('journey.topic.saved')}
        </p>
        {taskOpen && (
          <Button className="mt-3" loading={busy} disabled={!canTask} onClick={() => step('Task')}>
            {t('journey.topic.saveAnswer')}
          </Button>
        )}
      </section>

      <section className="card p-5" aria-labelledby="step-complete">
        <h2 id="step-complete" className="font-semibold text-slate-900">
          {t('journey.topic.step3')}
        </h2>
        {status === TOPIC_STATUS.COMPLETED ? (
          <p className="mt-2 flex items-center gap-2 text-sm font-medium text-brand-700">
            <CheckCircleIcon size={16} aria-hidden="true" /> {t('journey.topic.completed')}
          </p>
        ) : (
          <Button className="mt-3" loading={busy} disabled={!canComplete} onClick={() => step('Completed')}>
            {t('journey.topic.markComplete')}
          </Button>
        )}
      </section>
      {stepError && (
        <InlineAlert onClose={() => setStepError(null)}>
          <ErrorMessage error={stepError} />
        </InlineAlert>
      )}
      <nav className="flex justify-between gap-3" aria-label={t('journey.topic.nav')}>
        {topic.previous_topic_id ? (
          <Button variant="ghost" onClick={() => onOpen(topic.previous_topic_id)}>
            {t('journey.topic.previous')}
          </Button>
        ) : (
          <span />
        )}
        {status === TOPIC_STATUS.COMPLETED && topic.next_topic_id ? (
          <Button onClick={() => onOpen(topic.next_topic_id)}>{t('journey.topic.next')}</Button>
        ) : status === TOPIC_STATUS.COMPLETED ? (
          <Button onClick={back}>{t('journey.backToJourney')}</Button>
        ) : null}
      </nav>
    </div>
  );
}
