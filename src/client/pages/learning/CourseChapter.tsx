import { useRef, useState } from 'react';
import { messageFor, useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Button } from '../../components/Button';
import { CheckCircleIcon } from '../../components/Icons';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { ApiError, toApiError } from '../../api/api-error';
import { completeChapter, type LearnerChapter } from './learning-api';
import { useTimeTracker } from './use-time-tracker';
import { useChapterProgress } from './use-chapter-progress';
import { ProgressLine } from './ChapterProgressLine';
import { AssignmentPanel } from './AssignmentPanel';

/** Refusals that say what is left (docs/learning.md "Completion"): the sentence in the reader's language and the minutes. */
const LEFT_CODES = new Set(['E-10830', 'E-10831']);

/**
 * One chapter of a course (docs/learning.md): a PDF, a video, a link to another site or an assignment's text, with
 * "Mark as complete" and the chapter's progress (a video counts at 90 % watched, a document after its reading time, a
 * link once opened: the server refuses earlier and says what is left, "Completion"). The chapter's title and text
 * are the admin's, marked with their language (docs/i18n.md "Admin content in Hindi").
 */
export function ChapterView({
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
  const lang = useAuthoredLang();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [busy, setBusy] = useState(false);
  const { progress, linkOpened } = useChapterProgress(chapter, tracking, videoRef);
  useTimeTracker(
    tracking ? { courseId, chapterId: chapter._id } : null,
    chapter.content_type === 'Video' ? videoRef : null,
  );
  const complete = async () => {
    setBusy(true);
    try {
      const r = await completeChapter(courseId, chapter._id);
      showToast({ title: r.course_completed ? t('learning.course.completed') : t('learning.chapter.completedToast') });
      onCompleted(r.course_completed);
    } catch (e) {
      const error = toApiError(e);
      const minutes = (error.data as { minutes_left?: number } | null)?.minutes_left;
      if (LEFT_CODES.has(error.code) && minutes)
        showErrorToast(
          new ApiError(error.code, {
            message: `${messageFor(error.code)} ${t('learning.progress.minutesLeft', { minutes })}`,
          }),
        );
      else showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card flex flex-col gap-4 p-4 sm:p-6" aria-labelledby="chapter-title">
      <h2 id="chapter-title" className="text-xl font-semibold text-slate-900" lang={lang(chapter.title)}>
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
        >
          <source src={chapter.file_url} type={chapter.mime ?? undefined} />
        </video>
      )}
      {chapter.content_type === 'Url' && chapter.url && (
        <p className="text-sm text-slate-700">
          {t('learning.chapter.otherSite')}{' '}
          <a className="link" href={chapter.url} target="_blank" rel="noreferrer noopener" onClick={linkOpened}>
            {t('learning.chapter.openSite', { host: new URL(chapter.url).hostname })}
          </a>
        </p>
      )}
      {chapter.content_type === 'Assignment' && (
        <div
          className="rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800"
          lang={lang(chapter.body)}
        >
          {chapter.body}
        </div>
      )}
      {chapter.content_type === 'Assignment' && chapter.progress && (
        <AssignmentPanel chapterId={chapter._id} completed={chapter.completed} onCompleted={onCompleted} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {chapter.completed ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CheckCircleIcon size={18} /> {t('learning.chapter.completed')}
          </p>
        ) : chapter.content_type === 'Assignment' && chapter.progress?.state !== 'ready' ? null : (
          // An assignment completes by its submission (AssignmentPanel); the button stays only for one whose rule is
          // met but whose completion was not recorded (an acceptance while the enrolment was cancelled).
          <Button onClick={() => void complete()} disabled={busy}>
            {t('learning.chapter.markComplete')}
          </Button>
        )}
        {!chapter.completed && progress && <ProgressLine progress={progress} />}
      </div>
    </article>
  );
}
