import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/browser';
import { apiPost } from '../../api/api-client';
import { toApiError, type ApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { CheckCircleIcon, LockIcon } from '../../components/Icons';
import { EmptyState, ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../toast/toast-store';
import {
  completeChapter,
  enrol,
  formatMinutes,
  type AssessmentView,
  type AttemptResult,
  type CourseView,
  type LearnerChapter,
} from './learning-api';
import { ProgressBar } from './LearningCenterPage';
import { useTimeTracker } from './use-time-tracker';

/** A chapter's content type in words. */
const CONTENT_TYPE: Record<LearnerChapter['content_type'], MessageKey> = {
  Document: 'learning.course.typeDocument',
  Video: 'learning.course.typeVideo',
  Assignment: 'learning.course.typeAssignment',
  Url: 'learning.course.typeUrl',
};
import { useSession } from '../../session/session-context';
import { hasModule, MODULE } from '../../../shared/package-info';
import { enumLabel } from '../../enum-labels';

/**
 * /client/learning-center/view-course?courseId=&chapterId=: the course as sections and chapters in
 * order; a mandatory chapter unlocks the next once complete; the last required chapter completes
 * the course and shows the completion view (docs/learning.md).
 */
export function ViewCoursePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const allowed = hasModule(useSession().packageInfo, MODULE.ELEARNING);
  const courseId = (allowed && Number(params.get('courseId'))) || 0;
  const q = useApiQuery<CourseView>(courseId ? `/courses/${courseId}` : null);
  useDocumentTitle(q.data ? q.data.course.title : t('learning.course.documentTitle'));
  const [justCompleted, setJustCompleted] = useState(false);
  if (!courseId)
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8">
        <h1 className="sr-only">{t('learning.course.documentTitle')}</h1>
        <EmptyState title={allowed ? t('learning.course.noneChosen') : t('learning.course.notInPackage')}>
          <Link to="/client/learning-center" className="link">
            {t('learning.course.chooseCourse')}
          </Link>
        </EmptyState>
      </div>
    );
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState label={t('learning.course.loading')} />;
  const { course, sections } = q.data;
  const chapters = sections.flatMap((s) => s.chapters);
  const requested = Number(params.get('chapterId')) || 0;
  const current =
    chapters.find((c) => c._id === requested && !c.locked) ??
    chapters.find((c) => !c.locked && !c.completed) ??
    chapters.find((c) => !c.locked) ??
    null;
  const enrolled = course.progress === 1 || course.progress === 2;
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('chapterId', String(id));
    setParams(next);
  };
  const onCompleted = (courseDone: boolean) => {
    if (courseDone) setJustCompleted(true);
    q.reload();
  };
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <nav aria-label={t('learning.videos.breadcrumb')} className="text-sm">
        <Link to="/client/learning-center" className="link">
          {t('learning.title')}
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{course.title}</h1>
        <p className="text-sm text-slate-600">
          {t('learning.course.meta', {
            difficulty: enumLabel('difficulty', course.difficulty, course.difficulty_label),
            duration: formatMinutes(course.duration),
            completed: course.completed_chapters,
            total: course.total_chapters,
          })}
        </p>
        {enrolled && <ProgressBar value={course.progress_percent} label={t('learning.course.progress')} />}
      </header>
      {course.progress === 2 && (
        <section
          aria-labelledby="done-heading"
          className="card flex flex-col items-start gap-2 border-emerald-200 bg-emerald-50 p-5"
          data-testid="course-complete"
        >
          <h2 id="done-heading" className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
            <CheckCircleIcon size={22} />{' '}
            {justCompleted ? t('learning.course.justCompleted') : t('learning.course.completed')}
          </h2>
          <p className="text-sm text-emerald-900">
            {course.seconds_spent > 0
              ? t('learning.course.finishedAllTime', {
                  total: course.total_chapters,
                  minutes: Math.max(1, Math.round(course.seconds_spent / 60)),
                })
              : t('learning.course.finishedAll', { total: course.total_chapters })}
          </p>
          <Link to="/client/learning-center" className={buttonClass('secondary', 'sm')}>
            {t('learning.videos.backToCenter')}
          </Link>
        </section>
      )}
      {!enrolled && <EnrolBox course={course} onDone={q.reload} />}
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <nav aria-label={t('learning.course.chapters')} className="card h-max p-4">
          {sections.map((s) => (
            <div key={s._id} className="mb-4 last:mb-0">
              <h2 className="mb-2 text-sm font-semibold text-slate-900">{s.title}</h2>
              <ol className="flex flex-col gap-1">
                {s.chapters.map((c) => (
                  <li key={c._id}>
                    <button
                      type="button"
                      className={`flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left text-sm ${
                        current?._id === c._id
                          ? 'bg-brand-50 font-medium text-brand-900'
                          : 'text-slate-700 hover:bg-slate-50'
                      } disabled:cursor-not-allowed disabled:text-slate-500`}
                      disabled={c.locked}
                      aria-current={current?._id === c._id ? 'step' : undefined}
                      onClick={() => choose(c._id)}
                    >
                      <span className="mt-0.5 shrink-0" aria-hidden="true">
                        {c.completed ? (
                          <CheckCircleIcon size={16} className="text-emerald-700" />
                        ) : c.locked ? (
                          <LockIcon size={16} />
                        ) : (
                          <span className="inline-block size-4 rounded-full border-2 border-slate-400" />
                        )}
                      </span>
                      <span>
                        {c.title}
                        <span className="block text-xs font-normal text-slate-600">
                          {t(CONTENT_TYPE[c.content_type])} · {formatMinutes(c.duration)}
                          {c.is_mandatory ? '' : ` · ${t('learning.course.optional')}`}
                          {c.completed
                            ? ` · ${t('learning.course.done')}`
                            : c.locked
                              ? ` · ${t('learning.course.locked')}`
                              : ''}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-6">
          {current && enrolled ? (
            <ChapterView
              key={current._id}
              courseId={courseId}
              chapter={current}
              tracking={course.progress === 1 || course.progress === 2}
              onCompleted={onCompleted}
            />
          ) : (
            <div className="card p-6 text-sm text-slate-600">
              {enrolled ? t('learning.course.completeEarlier') : t('learning.course.enrolToOpen')}
            </div>
          )}
          {enrolled && q.data.assessments.map((a) => <AssessmentBox key={a._id} summary={a} onDone={q.reload} />)}
        </div>
      </div>
    </div>
  );
}

function EnrolBox({ course, onDone }: { course: CourseView['course']; onDone: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (course.status === 1) return <InlineAlert tone="info">{t('learning.course.notOpen')}</InlineAlert>;
  if (course.progress === 3) return <InlineAlert tone="info">{t('learning.course.cancelled')}</InlineAlert>;
  return (
    <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-sm text-slate-700">{course.description}</p>
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await enrol(course._id);
            showToast({ title: t('learning.course.enrolled') });
            onDone();
          } catch (e) {
            showErrorToast(toApiError(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('learning.action.enroll')}
      </Button>
    </div>
  );
}

function ChapterView({
  courseId,
  chapter,
  tracking,
  onCompleted,
}: {
  courseId: number;
  chapter: LearnerChapter;
  tracking: boolean;
  onCompleted: (courseDone: boolean) => void;
}) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [watched, setWatched] = useState(false);
  const [busy, setBusy] = useState(false);
  useTimeTracker(
    tracking ? { courseId, chapterId: chapter._id } : null,
    chapter.content_type === 'Video' ? videoRef : null,
  );
  // A video counts as watched at its end or at 95 % (docs/learning.md); other chapters once opened.
  const canComplete = chapter.content_type !== 'Video' || watched || chapter.completed;
  const complete = async () => {
    setBusy(true);
    try {
      const r = await completeChapter(courseId, chapter._id);
      showToast({ title: r.course_completed ? t('learning.course.completed') : t('learning.chapter.completedToast') });
      onCompleted(r.course_completed);
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card flex flex-col gap-4 p-4 sm:p-6" aria-labelledby="chapter-title">
      <h2 id="chapter-title" className="text-xl font-semibold text-slate-900">
        {chapter.title}
      </h2>
      {chapter.content_type === 'Document' && chapter.file_url && (
        <div className="flex flex-col gap-2">
          <iframe
            title={t('learning.chapter.pdfTitle', { title: chapter.title })}
            src={chapter.file_url}
            className="h-[60vh] w-full rounded-lg border border-slate-200"
          />
          <a className="link text-sm" href={chapter.file_url} target="_blank" rel="noreferrer">
            {t('learning.chapter.openPdf')}
          </a>
        </div>
      )}
      {chapter.content_type === 'Video' && chapter.file_url && (
        <video
          ref={videoRef}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-lg bg-black"
          aria-label={chapter.title}
          onTimeUpdate={(e) => {
            const v = e.currentTarget;
            if (v.duration && v.currentTime / v.duration >= 0.95) setWatched(true);
          }}
          onEnded={() => setWatched(true)}
        >
          <source src={chapter.file_url} type={chapter.mime ?? undefined} />
        </video>
      )}
      {chapter.content_type === 'Url' && chapter.url && (
        <p className="text-sm text-slate-700">
          {t('learning.chapter.otherSite')}{' '}
          <a className="link" href={chapter.url} target="_blank" rel="noreferrer noopener">
            {t('learning.chapter.openSite', { host: new URL(chapter.url).hostname })}
          </a>
        </p>
      )}
      {chapter.content_type === 'Assignment' && (
        <div className="rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800">{chapter.body}</div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {chapter.completed ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CheckCircleIcon size={18} /> {t('learning.chapter.completed')}
          </p>
        ) : (
          <Button onClick={() => void complete()} disabled={busy || !canComplete}>
            {t('learning.chapter.markComplete')}
          </Button>
        )}
        {!canComplete && <p className="text-sm text-slate-600">{t('learning.chapter.watchToEnd')}</p>}
      </div>
    </article>
  );
}

function AssessmentBox({ summary, onDone }: { summary: CourseView['assessments'][number]; onDone: () => void }) {
  const t = useT();
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
        {t('learning.assessment.title', { title: summary.title })}
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
                {i + 1}. {question.question}
              </legend>
              {question.options.map((o) => (
                <label key={o._id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name={`q-${question._id}`}
                    checked={answers[question._id] === o._id}
                    onChange={() => setAnswers((a) => ({ ...a, [question._id]: o._id }))}
                  />
                  {o.label}
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
    </section>
  );
}
