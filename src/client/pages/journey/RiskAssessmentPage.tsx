import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { apiGet } from '../../api/api-client';
import { toApiError, type ApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { submitFraAnswers, type FraQuestions, type FraScore } from './journey-api';
import { BackToResources } from './ResourcesPages';
import { ScoreView } from './RiskScoreView';

/**
 * /client/resources/risk-assessment: the financial risk assessment (fra/questions, fra/submit-answer,
 * fra/score). One question at a time, each answer stored as it is given; the score shows its band,
 * what it means and what to do next (docs/journey.md, "Risk assessment").
 */
export function RiskAssessmentPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('journey.risk.documentTitle'));
  const { data, error, loading, reload } = useApiQuery<FraQuestions>('/fra/questions');
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [score, setScore] = useState<FraScore | null>(null);
  const [retake, setRetake] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!data) return;
    setChoices(
      Object.fromEntries(data.questions.filter((q) => q.answer_index !== null).map((q) => [q._id, q.answer_index!])),
    );
    if (data.has_score && data.answered === data.total) {
      apiGet<FraScore>('/fra/score').then(setScore, () => undefined);
    }
  }, [data]);

  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading || !data) return <LoadingState label={t('journey.risk.loading')} />;
  const q = data.questions[index];
  const last = index === data.questions.length - 1;
  const chosen = q ? choices[q._id] : undefined;

  const next = async () => {
    if (chosen === undefined) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await submitFraAnswers({ answers: [{ question_id: q._id, option_index: chosen }] });
      if (last && r.completed) {
        setScore(await apiGet<FraScore>('/fra/score'));
        setRetake(false);
      } else if (!last) {
        setIndex(index + 1);
        headingRef.current?.focus();
      } else {
        setIndex(data.questions.findIndex((x) => choices[x._id] === undefined));
      }
    } catch (err) {
      setFailure(toApiError(err));
    } finally {
      setBusy(false);
    }
  };

  const showScore = score && !retake;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:py-8">
      <BackToResources />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('journey.risk.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('journey.risk.intro')}</p>
      </header>
      {showScore ? (
        <ScoreView score={score} onRetake={() => (setRetake(true), setIndex(0))} />
      ) : (
        <section className="card p-6" aria-labelledby="fra-q">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('journey.questionOf', { index: index + 1, total: data.total })}
          </p>
          <div
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t('journey.risk.answered')}
            aria-valuemin={0}
            aria-valuemax={data.total}
            aria-valuenow={index}
          >
            <div className="h-full bg-brand-600" style={{ width: `${(index / data.total) * 100}%` }} />
          </div>
          <fieldset className="mt-3">
            <legend>
              <h2
                id="fra-q"
                ref={headingRef}
                tabIndex={-1}
                lang={lang(q.question)}
                className="text-lg font-semibold text-slate-900 focus:outline-none"
              >
                {q.question}
              </h2>
            </legend>
            {q.help && (
              <p lang={lang(q.help)} className="mt-1 text-sm text-slate-600">
                {q.help}
              </p>
            )}
            <div className="mt-3 flex flex-col gap-2">
              {q.options.map((o) => (
                <label
                  key={o.index}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm ${chosen === o.index ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
                >
                  <input
                    type="radio"
                    name={`fra-${q._id}`}
                    checked={chosen === o.index}
                    onChange={() => setChoices((c) => ({ ...c, [q._id]: o.index }))}
                  />
                  <span lang={lang(o.label)} className="text-slate-800">
                    {o.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {failure && (
            <div className="mt-4">
              <InlineAlert onClose={() => setFailure(null)}>
                <ErrorMessage error={failure} />
              </InlineAlert>
            </div>
          )}
          <div className="mt-5 flex justify-between gap-3">
            <Button variant="ghost" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {t('journey.risk.back')}
            </Button>
            <Button onClick={next} loading={busy} disabled={chosen === undefined}>
              {last ? t('journey.seeMyScore') : t('common.next')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
