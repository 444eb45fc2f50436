import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { useApiQuery } from '../../api/use-api-query';
import { CheckCircleIcon, CloseIcon } from '../../components/Icons';
import { formatDateTimeMediumIST } from '../../../shared/format';
import type { AttemptResult, AttemptRow } from './learning-api';

/**
 * After an attempt (issue 32 "Assessment review"): each question with the person's answer marked right or wrong, and
 * the right answer once it can no longer help a retake (after a pass, or with no attempt left; the server decides).
 */
export function AttemptReview({ result }: { result: AttemptResult }) {
  const t = useT();
  const lang = useAuthoredLang();
  return (
    <div className="flex flex-col gap-3" data-testid="assessment-review">
      <ol className="flex flex-col gap-3">
        {result.review.map((r, i) => (
          <li key={r.question_id} className="rounded-lg border border-slate-200 p-3 text-sm" data-correct={r.correct}>
            <p className="font-medium text-slate-900">
              {i + 1}. <span lang={lang(r.question)}>{r.question}</span>
            </p>
            <p className={`mt-1 flex items-center gap-1.5 ${r.correct ? 'text-emerald-800' : 'text-red-700'}`}>
              {r.correct ? <CheckCircleIcon size={16} /> : <CloseIcon size={16} />}
              {r.chosen_label === null ? (
                t('learning.review.unanswered')
              ) : (
                <span>
                  {r.correct ? t('learning.review.yoursRight') : t('learning.review.yoursWrong')}{' '}
                  <span lang={lang(r.chosen_label)}>{r.chosen_label}</span>
                </span>
              )}
            </p>
            {!r.correct && r.right_label !== null && (
              <p className="mt-0.5 text-slate-700">
                {t('learning.review.right')} <span lang={lang(r.right_label)}>{r.right_label}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
      {!result.answers_revealed && <p className="text-xs text-slate-600">{t('learning.review.hiddenUntil')}</p>}
    </div>
  );
}

/** The person's attempts at an assessment, oldest first (GET courses/assessments/{id}/attempts); a new `key` reads again. */
export function AttemptList({ assessmentId }: { assessmentId: number }) {
  const t = useT();
  const { data } = useApiQuery<{ attempts: AttemptRow[] }>(`/courses/assessments/${assessmentId}/attempts`);
  if (!data || data.attempts.length === 0) return null;
  return (
    <div className="text-sm" data-testid="assessment-attempts">
      <h3 className="font-semibold text-slate-900">{t('learning.review.attemptsHeading')}</h3>
      <ul className="mt-1 flex flex-col gap-0.5 text-slate-700">
        {data.attempts.map((a) => (
          <li key={a.attempt}>
            {t('learning.review.attemptLine', {
              n: a.attempt,
              score: a.score,
              correct: a.correct,
              total: a.total,
              when: formatDateTimeMediumIST(a.created_at),
            })}{' '}
            {a.passed ? t('learning.review.passed') : t('learning.review.notPassed')}
          </li>
        ))}
      </ul>
    </div>
  );
}
