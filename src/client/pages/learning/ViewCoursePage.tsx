import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { toApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { CheckCircleIcon, LockIcon } from '../../components/Icons';
import { EmptyState, ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { useSession } from '../../session/session-context';
import { hasModule, MODULE } from '../../../shared/package-info';
import { enumLabel } from '../../enum-labels';
import { enrol, formatMinutes, type CourseView, type LearnerChapter } from './learning-api';
import { ProgressBar } from './LearningCenterPage';
import { ChapterView } from './CourseChapter';
import { AssessmentBox } from './CourseAssessment';
import { CertificateButton } from './CertificateButton';

/** A chapter's content type in words. */
const CONTENT_TYPE: Record<LearnerChapter['content_type'], MessageKey> = {
  Document: 'learning.course.typeDocument',
  Video: 'learning.course.typeVideo',
  Assignment: 'learning.course.typeAssignment',
  Url: 'learning.course.typeUrl',
};

/**
 * /client/learning-center/view-course?courseId=&chapterId=: the course as sections and chapters in
 * order; a mandatory chapter unlocks the next once complete; the last required chapter completes
 * the course and shows the completion view (docs/learning.md).
 */
export function ViewCoursePage() {
  const t = useT();
  const lang = useAuthoredLang();
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
        <h1 className="text-2xl font-bold text-slate-900" lang={lang(course.title)}>
          {course.title}
        </h1>
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
          <div className="flex flex-wrap gap-2">
            <CertificateButton courseId={course._id} />
            <Link to="/client/learning-center" className={buttonClass('secondary', 'sm')}>
              {t('learning.videos.backToCenter')}
            </Link>
          </div>
        </section>
      )}
      {!enrolled && <EnrolBox course={course} onDone={q.reload} />}
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <nav aria-label={t('learning.course.chapters')} className="card h-max p-4">
          {sections.map((s) => (
            <div key={s._id} className="mb-4 last:mb-0">
              <h2 className="mb-2 text-sm font-semibold text-slate-900" lang={lang(s.title)}>
                {s.title}
              </h2>
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
                        <span lang={lang(c.title)}>{c.title}</span>
                        <span className="block text-xs font-normal text-slate-600">
                          {t(CONTENT_TYPE[c.content_type])} · {formatMinutes(c.duration)}
                          {c.is_mandatory ? '' : ` · ${t('learning.course.optional')}`}
                          {c.completed
                            ? ` · ${t('learning.course.done')}`
                            : c.locked
                              ? ` · ${t('learning.course.locked')}`
                              : c.progress?.rule === 'watch' && c.progress.coverage_percent
                                ? ` · ${t('learning.progress.watched', { percent: c.progress.coverage_percent })}`
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
  const lang = useAuthoredLang();
  const [busy, setBusy] = useState(false);
  if (course.status === 1) return <InlineAlert tone="info">{t('learning.course.notOpen')}</InlineAlert>;
  if (course.progress === 3) return <InlineAlert tone="info">{t('learning.course.cancelled')}</InlineAlert>;
  return (
    <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-sm text-slate-700" lang={lang(course.description)}>
        {course.description}
      </p>
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
