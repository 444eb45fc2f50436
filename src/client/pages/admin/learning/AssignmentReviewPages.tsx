import { useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useT, type MessageKey } from '../../../../i18n/browser';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { SelectField } from '../../../components/FormField';
import { EmptyState, ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { AdminList } from '../AdminList';
import {
  adminSubmissionsPath,
  downloadSubmissionFile,
  reviewSubmission,
  SUBMISSION_FILTERS,
  type AdminSubmission,
  type AssignmentState,
  type SubmissionFilter,
} from '../../learning/assignment-api';
import { SubmittedFile } from '../../learning/SubmittedFile';
import type { AdminCourse } from './learning-admin-api';

const LIST = '/admin/manage-courses/submissions';
const STATE_LABEL: Record<AssignmentState, MessageKey> = {
  submitted: 'adminLearning.submissions.stateSubmitted',
  accepted: 'adminLearning.submissions.stateAccepted',
  returned: 'adminLearning.submissions.stateReturned',
};
const FILTER_LABEL: Record<SubmissionFilter, MessageKey> = {
  waiting: 'adminLearning.submissions.filterWaiting',
  unreviewed: 'adminLearning.submissions.filterUnreviewed',
  accepted: 'adminLearning.submissions.stateAccepted',
  returned: 'adminLearning.submissions.stateReturned',
  all: 'adminLearning.submissions.allStates',
};

const isFilter = (v: string | null): v is SubmissionFilter => SUBMISSION_FILTERS.includes(v as SubmissionFilter);
/** A submitted assignment waits for a decision only where the chapter is reviewed. */
const stateLabel = (s: AdminSubmission): MessageKey =>
  s.state === 'submitted' && !s.review_required ? 'adminLearning.submissions.filterUnreviewed' : STATE_LABEL[s.state];
const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * /admin/manage-courses/submissions?course_id=&show=: assignment submissions, newest first, by course and by what
 * they wait for (docs/learning.md "Assignments"); those waiting for a decision by default. No menu entry of its own:
 * reached from the courses page and each course.
 */
export function AssignmentSubmissionsPage() {
  const t = useT();
  useDocumentTitle(t('adminLearning.submissions.docTitle'));
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('course_id')) || null;
  const raw = params.get('show');
  const filter: SubmissionFilter = isFilter(raw) ? raw : 'waiting';
  const courses = useApiQuery<{ courses: AdminCourse[] }>('/e-learning-courses');
  const q = useApiQuery<{ submissions: AdminSubmission[] }>(adminSubmissionsPath(courseId, filter));
  const setFilter = (key: 'course_id' | 'show', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminLearning.submissions.heading')}</h1>
        <Link to="/admin/manage-courses" className={buttonClass('secondary')}>
          {t('adminLearning.submissions.backToCourses')}
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-3xl">
        <SelectField
          label={t('adminLearning.submissions.filterCourse')}
          value={courseId ? String(courseId) : ''}
          placeholder={t('adminLearning.submissions.allCourses')}
          options={(courses.data?.courses ?? []).map((c) => ({ value: String(c._id), label: c.title }))}
          onChange={(e) => setFilter('course_id', e.target.value)}
        />
        <SelectField
          label={t('adminLearning.submissions.filterState')}
          value={filter}
          options={SUBMISSION_FILTERS.map((f) => ({ value: f, label: t(FILTER_LABEL[f]) }))}
          onChange={(e) => setFilter('show', e.target.value)}
        />
      </div>
      <AdminList
        query={q}
        rows={q.data?.submissions}
        empty={<EmptyState title={t('adminLearning.submissions.empty')} />}
        caption={t('adminLearning.submissions.caption')}
        minWidth="min-w-[52rem]"
        columns={[
          t('adminLearning.submissions.colLearner'),
          t('adminLearning.submissions.colCourse'),
          t('adminLearning.submissions.colSubmitted'),
          t('adminLearning.submissions.colState'),
        ]}
        row={(s) => (
          <tr key={s._id}>
            <td className="px-4 py-3">
              <span className="font-medium text-slate-900">{s.name}</span>
              <span className="block text-xs text-slate-600">{s.company_name ?? s.email}</span>
            </td>
            <td className="px-4 py-3">
              {s.course_title}
              <span className="block text-xs text-slate-600">{s.chapter_title}</span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{when(s.submitted_at)}</td>
            <td className="px-4 py-3">{t(stateLabel(s))}</td>
            <td className="px-4 py-3 text-right">
              <Link
                to={`${LIST}/${s._id}`}
                className={buttonClass('ghost', 'sm')}
                aria-label={t('adminLearning.submissions.openNamed', { name: s.name, chapter: s.chapter_title })}
              >
                {s.state === 'submitted' ? t('adminLearning.submissions.review') : t('adminLearning.view')}
              </Link>
            </td>
          </tr>
        )}
      />
    </div>
  );
}

/** /admin/manage-courses/submissions/:id: one submission with its file; accept, or return with a comment. */
export function AssignmentReviewPage() {
  const t = useT();
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const commentId = useId();
  const q = useApiQuery<AdminSubmission>(id ? `/admin/assignment-submissions/${id}` : null);
  useDocumentTitle(t('adminLearning.submissions.reviewDocTitle'));
  const [comment, setComment] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState />;
  const s = q.data;
  const decide = async (decision: 'accept' | 'return') => {
    setError(null);
    setBusy(true);
    try {
      const r = await reviewSubmission(s._id, decision, comment);
      showToast({
        title:
          decision === 'accept'
            ? t('adminLearning.submissions.acceptedToast')
            : t('adminLearning.submissions.returnedToast'),
        description: r.chapter_completed ? t('adminLearning.submissions.chapterCompleted') : undefined,
      });
      navigate(`${LIST}?course_id=${s.course_id}`);
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <Link to={LIST} className="link self-start text-sm">
        {t('adminLearning.submissions.backToList')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">
        {t('adminLearning.submissions.reviewHeading', { chapter: s.chapter_title })}
      </h1>
      <dl className="card grid gap-x-6 gap-y-3 p-4 text-sm sm:grid-cols-2">
        {(
          [
            ['adminLearning.submissions.colLearner', `${s.name} (${s.email})`],
            ['adminLearning.submissions.company', s.company_name ?? '—'],
            ['adminLearning.submissions.colCourse', `${s.course_title} · ${s.chapter_title}`],
            ['adminLearning.submissions.colSubmitted', when(s.submitted_at)],
            ['adminLearning.submissions.colState', t(stateLabel(s))],
            [
              'adminLearning.submissions.reviewRule',
              s.review_required
                ? t('adminLearning.submissions.reviewRequired')
                : t('adminLearning.submissions.noReviewNeeded'),
            ],
          ] as Array<[MessageKey, string]>
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{t(label)}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="card flex flex-col gap-3 p-4" aria-labelledby="answer-heading">
        <h2 id="answer-heading" className="text-lg font-semibold text-slate-900">
          {t('adminLearning.submissions.answer')}
        </h2>
        <p className="text-sm whitespace-pre-line text-slate-800">
          {s.answer || t('adminLearning.submissions.noAnswer')}
        </p>
        {s.file && (
          <SubmittedFile
            file={s.file}
            label={t('adminLearning.submissions.download')}
            download={() => downloadSubmissionFile(s._id, s.file!.name)}
          />
        )}
      </section>
      {s.state === 'submitted' ? (
        <section className="card flex flex-col gap-3 p-4" aria-labelledby="decision-heading">
          <h2 id="decision-heading" className="text-lg font-semibold text-slate-900">
            {t('adminLearning.submissions.decision')}
          </h2>
          <div>
            <label htmlFor={commentId} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminLearning.submissions.comment')}
            </label>
            <textarea
              id={commentId}
              className="input min-h-24"
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-describedby={`${commentId}-hint`}
            />
            <p id={`${commentId}-hint`} className="mt-1.5 text-xs text-slate-500">
              {t('adminLearning.submissions.commentHint')}
            </p>
          </div>
          {error && <InlineAlert>{error.message}</InlineAlert>}
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => void decide('accept')}>
              {t('adminLearning.submissions.accept')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void decide('return')}>
              {t('adminLearning.submissions.return')}
            </Button>
          </div>
        </section>
      ) : (
        <InlineAlert tone="info">
          {t('adminLearning.submissions.reviewedOn', { when: s.reviewed_at ? when(s.reviewed_at) : '—' })}
          {s.review_comment ? ` ${t('adminLearning.submissions.commentWas', { comment: s.review_comment })}` : ''}
        </InlineAlert>
      )}
    </div>
  );
}
