import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { CheckCircleIcon, LockIcon, TargetIcon } from '../../components/Icons';
import { Sentence } from '../../components/Sentence';
import { InlineAlert } from '../../components/StateViews';
import { completeCard, STATUS_LABEL, type JourneyCard, type TopicSummary } from './journey-api';

/** One stage of the journey on /client/financial-journey: its topics and the button that finishes it. */
export function CardView({ card, onOpen }: { card: JourneyCard; onOpen: (id: number) => void }) {
  const t = useT();
  const lang = useAuthoredLang();
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
      <h2 id={`card-${card._id}`} lang={lang(card.title)} className="text-lg font-semibold text-slate-900">
        {card.title}
      </h2>
      <p lang={lang(card.description)} className="mt-1 text-sm text-slate-600">
        {card.description}
      </p>
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
            <span>
              <Sentence
                k="journey.journey.finishStage"
                parts={{ title: <span lang={lang(card.title)}>{card.title}</span> }}
              />
            </span>
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
  const lang = useAuthoredLang();
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
      <span lang={lang(topic.title)} className="min-w-0 flex-1 font-medium text-slate-800">
        {topic.title}
      </span>
      <span className="shrink-0 text-xs text-slate-600">
        {topic.is_locked ? t('journey.status.locked') : t(STATUS_LABEL[topic.status])}
      </span>
    </button>
  );
}
