import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { nextTopicStatus, TOPIC_STATUS, type TopicStatus } from '../../../../machines/journey-topic.machine';
import { toApiError, type ApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ArrowLeftIcon, CheckCircleIcon, VideoIcon } from '../../components/Icons';
import { Sentence } from '../../components/Sentence';
import { ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { completeStep, STATUS_LABEL, topicWatched, type TopicDetail, type VideoWatch } from './journey-api';
import { useWatchHeartbeats } from '../learning/use-watch-heartbeats';

/**
 * A topic of the journey (/client/financial-journey?topicId=): its steps (Video, Task, Completed) follow
 * machines/journey-topic.machine.ts, the same machine the server checks (docs/journey.md).
 */
export function TopicView({
  topicId,
  onOpen,
  onChanged,
}: {
  topicId: number;
  onOpen: (id: number | null) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const lang = useAuthoredLang();
  const { data, error, loading, reload } = useApiQuery<TopicDetail>(`/journey/topic/${topicId}`);
  const [topic, setTopic] = useState<TopicDetail | null>(null);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [stepError, setStepError] = useState<ApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [watch, setWatch] = useState<VideoWatch | null>(null);
  const answerId = useId();
  useDocumentTitle(topic ? t('journey.topic.documentTitle', { title: topic.title }) : t('journey.journey.title'));
  useEffect(() => {
    if (data) {
      setTopic(data);
      setWatch(data.video_watch);
      setAnswer(data.task_answer ?? '');
    }
  }, [data]);
  useEffect(() => headingRef.current?.focus(), [topic?._id]);
  // The Video step waits for 90 % of the video watched (docs/journey.md "Video step"): the player reports what was
  // played while the step is open, and the server's coverage is shown as it comes.
  const watching =
    !!topic &&
    !!topic.video_url &&
    !topic.is_locked &&
    nextTopicStatus(topic.status_id as TopicStatus, { type: 'STEP', step: 'Video' }, { unlocked: true }) !== null;
  useWatchHeartbeats(
    videoRef,
    watching,
    (from, to) =>
      void topicWatched(topicId, from, to)
        .then(setWatch)
        .catch(() => undefined),
    topicId,
  );

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
      const next = await completeStep({ topic_id: topic._id, step: s, ...(s === 'Task' ? { answer } : {}) });
      setTopic(next);
      setWatch(next.video_watch);
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
        <p lang={lang(topic.card_title)} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {topic.card_title}
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          lang={lang(topic.title)}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
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
        <InlineAlert tone="info">
          <Sentence
            k="journey.topic.lockedNotice"
            parts={{ card: <span lang={lang(topic.card_title)}>{topic.card_title}</span> }}
          />
        </InlineAlert>
      )}
      <p lang={lang(topic.summary)} className="text-slate-700">
        {topic.summary}
      </p>

      <section className="card p-5" aria-labelledby="step-video">
        <h2 id="step-video" className="flex items-center gap-2 font-semibold text-slate-900">
          <VideoIcon size={18} aria-hidden="true" />{' '}
          <span>
            <Sentence
              k="journey.topic.step1"
              parts={{ title: <span lang={lang(topic.video_title)}>{topic.video_title}</span> }}
            />
          </span>
          {topic.video_minutes ? (
            <span className="text-sm font-normal text-slate-500">
              {t('journey.topic.minutes', { minutes: topic.video_minutes })}
            </span>
          ) : null}
        </h2>
        {topic.video_url ? (
          <video
            ref={videoRef}
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
            <li key={p} lang={lang(p)}>
              {p}
            </li>
          ))}
        </ul>
        {canWatch && watch && (
          <div className="mt-4 flex flex-col gap-1 text-sm text-slate-700" role="status" data-testid="topic-watched">
            <span>
              {t('journey.topic.watchedPercent', { percent: watch.coverage_percent })} ·{' '}
              {watch.watched ? t('journey.topic.watchDone') : t('journey.topic.watchToContinue')}
            </span>
            <span className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <span className="block h-full bg-brand-600" style={{ width: `${watch.coverage_percent}%` }} />
            </span>
          </div>
        )}
        {canWatch && (
          <Button
            className="mt-4"
            loading={busy}
            disabled={watch !== null && !watch.watched}
            onClick={() => step('Video')}
          >
            {t('journey.topic.watched')}
          </Button>
        )}
      </section>

      <section className="card p-5" aria-labelledby="step-task">
        <h2 id="step-task" className="font-semibold text-slate-900">
          <Sentence
            k="journey.topic.step2"
            parts={{ title: <span lang={lang(topic.task_title)}>{topic.task_title}</span> }}
          />
        </h2>
        <label htmlFor={answerId} lang={lang(topic.task_prompt)} className="mt-2 block text-sm text-slate-700">
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
