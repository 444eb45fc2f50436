import { useState } from 'react';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { apiPost } from '../../api/api-client';
import { toApiError, type ApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Sentence } from '../../components/Sentence';
import { InlineAlert } from '../../components/StateViews';
import type { AssessmentView, AttemptResult, CourseView } from './learning-api';
import { AttemptList, AttemptReview } from './AssessmentReview';

/**
 * A course's assessment: its pass mark, best score and attempts left, the questions once opened, and the result. The
 * title, questions and options are the admin's, marked with their language (docs/i18n.md "Admin content in Hindi").
 */
export function AssessmentBox({ summary, onDone }: { summary: CourseView['assessments'][number]; onDone: () => void }) {
  const t = useT();
  const lang = useAuthoredLang();
  const [open, setOpen] = useState(false);
  const detail = useApiQuery<AssessmentView>(open ? `/courses/assessments/${summary._id}` : null);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const left = summary.max_attempts === null ? null : summary.max_attempts - summary.attempts_used;
  const submit = async () => {
    setError(null);
    try {
      const r = await apiPost<AttemptResult>(`/courses/assessments/${summary._id}/attempt`, {
        answers: Object.entries(answers).map(([q, o]) => ({ question_id: Number(q), option_id: o })),
      });
      setResult(r);
      onDone();
    } catch (e) {
      setError(toApiError(e));
    }
  };
  return (
    <section className="card flex flex-col gap-3 p-4 sm:p-6" aria-labelledby={`assessment-${summary._id}`}>
      <h2 id={`assessment-${summary._id}`} className="text-lg font-semibold text-slate-900">
        <Sentence
          k="learning.assessment.title"
          parts={{ title: <span lang={lang(summary.title)}>{summary.title}</span> }}
        />
      </h2>
      <p className="text-sm text-slate-600">
        {t('learning.assessment.passMark', { mark: summary.pass_mark })}
        {summary.best_score !== null &&
          ` ${
            summary.passed
              ? t('learning.assessment.bestPassed', { score: summary.best_score })
              : t('learning.assessment.bestNotPassed', { score: summary.best_score })
          }`}
        {left !== null && ` ${t('learning.assessment.attemptsLeft', { left })}`}
      </p>
      {!open && (
        <Button variant="secondary" className="self-start" disabled={left === 0} onClick={() => setOpen(true)}>
          {t('learning.assessment.take')}
        </Button>
      )}
      {open && detail.data && !result && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {detail.data.questions.map((question, i) => (
            <fieldset key={question._id} className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-medium text-slate-900">
                {i + 1}. <span lang={lang(question.question)}>{question.question}</span>
              </legend>
              {question.options.map((o) => (
                <label key={o._id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name={`q-${question._id}`}
                    checked={answers[question._id] === o._id}
                    onChange={() => setAnswers((a) => ({ ...a, [question._id]: o._id }))}
                  />
                  <span lang={lang(o.label)}>{o.label}</span>
                </label>
              ))}
            </fieldset>
          ))}
          {error && <InlineAlert>{<ErrorMessage error={error} />}</InlineAlert>}
          <Button type="submit" className="self-start">
            {t('learning.assessment.submit')}
          </Button>
        </form>
      )}
      {result && (
        <InlineAlert tone={result.passed ? 'success' : 'info'}>
          {t('learning.assessment.scored', { score: result.score, correct: result.correct, total: result.total })}{' '}
          {result.passed ? t('learning.assessment.passed') : t('learning.assessment.notPassed')}
        </InlineAlert>
      )}
      {result && <AttemptReview result={result} />}
      {(summary.attempts_used > 0 || result) && (
        <AttemptList key={result ? result.attempts_used : 0} assessmentId={summary._id} />
      )}
    </section>
  );
}
