import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { ApiError, toApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { SubmittedFile } from './SubmittedFile';
import { InlineAlert, LoadingState } from '../../components/StateViews';
import { showToast } from '../../toast/toast-store';
import {
  ANSWER_MAX_CHARS,
  ASSIGNMENT_ACCEPT,
  ASSIGNMENT_MAX_BYTES,
  downloadMyFile,
  mySubmissionPath,
  submitAssignment,
  type MySubmission,
  type Submission,
} from './assignment-api';

/** The learner's own submission: its state, the reviewer's comment, the answer and the file to download. */
function SubmissionCard({ submission, chapterId }: { submission: Submission; chapterId: number }) {
  const t = useT();
  const lang = useAuthoredLang();
  const when = new Date(submission.submitted_at).toLocaleString();
  const status =
    submission.state === 'accepted'
      ? { tone: 'success' as const, text: t('learning.assignment.stateAccepted') }
      : submission.state === 'returned'
        ? { tone: 'error' as const, text: t('learning.assignment.stateReturned') }
        : submission.review_required
          ? { tone: 'info' as const, text: t('learning.assignment.stateWaiting') }
          : { tone: 'success' as const, text: t('learning.assignment.stateSubmitted') };
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`submission-${chapterId}`} data-testid="my-submission">
      <h3 id={`submission-${chapterId}`} className="text-base font-semibold text-slate-900">
        {t('learning.assignment.yourSubmission')}
      </h3>
      <InlineAlert tone={status.tone}>
        <p className="font-medium">{status.text}</p>
        {submission.review_comment && (
          <p className="mt-1 whitespace-pre-line" lang={lang(submission.review_comment)}>
            {t('learning.assignment.reviewerSaid', { comment: submission.review_comment })}
          </p>
        )}
      </InlineAlert>
      <p className="text-xs text-slate-600">{t('learning.assignment.submittedOn', { when })}</p>
      {submission.answer && (
        <p className="rounded-lg border border-slate-200 p-3 text-sm whitespace-pre-line text-slate-800">
          {submission.answer}
        </p>
      )}
      {submission.file && (
        <SubmittedFile
          file={submission.file}
          label={t('learning.assignment.download')}
          download={() => downloadMyFile(chapterId, submission.file!.name)}
        />
      )}
    </section>
  );
}

/** The answer box and the file of a (new or returned) submission; checks size and type before sending. */
function SubmissionForm({
  chapterId,
  reviewRequired,
  again,
  onSubmitted,
}: {
  chapterId: number;
  reviewRequired: boolean;
  again: boolean;
  onSubmitted: (r: Awaited<ReturnType<typeof submitAssignment>>) => void;
}) {
  const t = useT();
  const id = useId();
  const fileRef = useRef<HTMLInputElement | null>(null);
  const [answer, setAnswer] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!answer.trim() && !file) return setError(new ApiError('E-10842'));
    if (file && !/\.(pdf|jpe?g|png)$/i.test(file.name)) return setError(new ApiError('E-10843'));
    if (file && file.size > ASSIGNMENT_MAX_BYTES) return setError(new ApiError('E-10844'));
    setBusy(true);
    try {
      onSubmitted(await submitAssignment(chapterId, answer, file));
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="text-base font-semibold text-slate-900">
        {again ? t('learning.assignment.submitAgainTitle') : t('learning.assignment.submitTitle')}
      </h3>
      <div>
        <label htmlFor={`${id}-answer`} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('learning.assignment.answer')}
        </label>
        <textarea
          id={`${id}-answer`}
          className="input min-h-32"
          value={answer}
          maxLength={ANSWER_MAX_CHARS}
          onChange={(e) => setAnswer(e.target.value)}
          aria-describedby={`${id}-answer-hint`}
        />
        <p id={`${id}-answer-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('learning.assignment.answerHint', { max: ANSWER_MAX_CHARS })}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('learning.assignment.file')}
        </label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept={ASSIGNMENT_ACCEPT}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          aria-describedby={`${id}-file-hint`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${id}-file-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('learning.assignment.fileHint')}
        </p>
      </div>
      {reviewRequired && <p className="text-sm text-slate-700">{t('learning.assignment.reviewNote')}</p>}
      {error && <InlineAlert>{error.message}</InlineAlert>}
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? t('learning.assignment.submitting') : t('learning.assignment.submit')}
      </Button>
    </form>
  );
}

/**
 * An assignment chapter's submission (docs/learning.md "Assignments"): the form until something is submitted (and
 * again once returned), then the submission with its state. The chapter completes on submission, or when an admin
 * accepts it where the chapter is reviewed; "Mark as complete" is not offered for an assignment.
 */
export function AssignmentPanel({
  chapterId,
  completed,
  onCompleted,
}: {
  chapterId: number;
  completed: boolean;
  onCompleted: (courseDone: boolean) => void;
}) {
  const t = useT();
  const q = useApiQuery<MySubmission>(mySubmissionPath(chapterId));
  if (q.error) return <InlineAlert>{q.error.message}</InlineAlert>;
  if (!q.data) return <LoadingState label={t('learning.assignment.loading')} />;
  const { submission, review_required: reviewRequired } = q.data;
  const canSubmit = !completed && (!submission || submission.state === 'returned');
  return (
    <div className="flex flex-col gap-5 border-t border-slate-200 pt-4">
      {submission && <SubmissionCard submission={submission} chapterId={chapterId} />}
      {canSubmit && (
        <SubmissionForm
          chapterId={chapterId}
          reviewRequired={reviewRequired}
          again={submission !== null}
          onSubmitted={(r) => {
            if (r.completion?.chapter_completed) {
              showToast({
                title: r.completion.course_completed
                  ? t('learning.course.completed')
                  : t('learning.chapter.completedToast'),
              });
              onCompleted(r.completion.course_completed);
            } else {
              showToast({ title: t('learning.assignment.sentForReview') });
              q.reload();
            }
          }}
        />
      )}
    </div>
  );
}
