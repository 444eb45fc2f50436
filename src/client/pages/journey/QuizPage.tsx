import { useRef, useState } from 'react';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { isApiError, toApiError, type ApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { EmptyState, ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { checkQuizAnswer, recordQuizAttempt, type QuizAttemptResult, type Resources } from './journey-api';
import { BackToResources } from './ResourcesPages';

type Feedback = { correct: boolean; correctIndex: number; explanation: string; error: ApiError | null };

/**
 * /client/resources/quiz: 'Spin & Play'. One question at a time; each answer is checked by the
 * server (a wrong one shows E-10116's message), and the whole play is scored and stored at the end.
 */
export function QuizPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('journey.quiz.documentTitle'));
  const { data, error, loading, reload } = useApiQuery<Resources>('/user-resource-activities');
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Array<{ question_id: number; option_index: number }>>([]);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading || !data) return <LoadingState />;
  const quiz = data.quiz;
  if (!quiz || quiz.questions.length === 0) return <EmptyState title={t('journey.quiz.none')} />;
  const q = quiz.questions[index];
  const last = index === quiz.questions.length - 1;

  const check = async () => {
    if (choice === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await checkQuizAnswer({ quiz_id: quiz._id, question_id: q._id, option_index: choice });
      setFeedback({ correct: true, correctIndex: r.correct_index, explanation: r.explanation, error: null });
    } catch (err) {
      const e = toApiError(err);
      const d = (isApiError(e) ? e.data : null) as { correct_index?: number; explanation?: string } | null;
      if (e.code === 'E-10116' && d && typeof d.correct_index === 'number') {
        setFeedback({ correct: false, correctIndex: d.correct_index, explanation: d.explanation ?? '', error: e });
      } else {
        setFailure(e);
      }
    } finally {
      setBusy(false);
    }
    setAnswers((a) => [...a.filter((x) => x.question_id !== q._id), { question_id: q._id, option_index: choice }]);
  };

  const next = async () => {
    if (!last) {
      setIndex(index + 1);
      setChoice(null);
      setFeedback(null);
      headingRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const [first, ...rest] = answers;
      if (first) setResult(await recordQuizAttempt({ quiz_id: quiz._id, answers: [first, ...rest] }));
    } catch (err) {
      setFailure(toApiError(err));
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setIndex(0);
    setChoice(null);
    setAnswers([]);
    setFeedback(null);
    setResult(null);
    reload();
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:py-8">
      <BackToResources />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">
          <Sentence k="journey.quiz.title" parts={{ title: <span lang={lang(quiz.title)}>{quiz.title}</span> }} />
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <span lang={lang(quiz.description)}>{quiz.description}</span>
          {quiz.best_score !== null &&
            ` ${t('journey.quiz.bestSoFar', { best: quiz.best_score, total: quiz.questions.length })}`}
        </p>
      </header>
      {result ? (
        <section className="card p-6 text-center" aria-live="polite" data-testid="quiz-result">
          <h2 className="text-xl font-semibold text-slate-900">
            {t('journey.quiz.scored', { score: result.score, total: result.total })}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{t('journey.quiz.bestSaved', { best: result.best_score })}</p>
          <Button className="mt-5" onClick={restart}>
            {t('journey.playAgain')}
          </Button>
        </section>
      ) : (
        <section className="card p-6" aria-labelledby="quiz-q">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('journey.questionOf', { index: index + 1, total: quiz.questions.length })}
          </p>
          <fieldset className="mt-2">
            <legend>
              <h2
                id="quiz-q"
                ref={headingRef}
                tabIndex={-1}
                lang={lang(q.question)}
                className="text-lg font-semibold text-slate-900 focus:outline-none"
              >
                {q.question}
              </h2>
            </legend>
            <div className="mt-3 flex flex-col gap-2">
              {q.options.map((o, i) => {
                const mark =
                  feedback && i === feedback.correctIndex
                    ? 'border-brand-500 bg-brand-50'
                    : feedback && i === choice && !feedback.correct
                      ? 'border-red-400 bg-red-50'
                      : 'border-slate-200';
                return (
                  <label
                    key={o}
                    className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm ${mark}`}
                  >
                    <input
                      type="radio"
                      name={`q-${q._id}`}
                      value={i}
                      checked={choice === i}
                      disabled={!!feedback}
                      onChange={() => setChoice(i)}
                    />
                    <span lang={lang(o)} className="text-slate-800">
                      {o}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div aria-live="polite" className="mt-4">
            {feedback && (
              <InlineAlert tone={feedback.correct ? 'success' : 'error'}>
                {feedback.correct ? (
                  <strong>{t('journey.quiz.correct')}</strong>
                ) : (
                  feedback.error && <ErrorMessage error={feedback.error} />
                )}{' '}
                <span lang={lang(feedback.explanation)}>{feedback.explanation}</span>
              </InlineAlert>
            )}
            {failure && (
              <InlineAlert onClose={() => setFailure(null)}>
                <ErrorMessage error={failure} />
              </InlineAlert>
            )}
          </div>
          <div className="mt-4 flex justify-end">
            {feedback ? (
              <Button onClick={next} loading={busy}>
                {last ? t('journey.seeMyScore') : t('journey.quiz.nextQuestion')}
              </Button>
            ) : (
              <Button onClick={check} loading={busy} disabled={choice === null}>
                {t('journey.quiz.check')}
              </Button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
