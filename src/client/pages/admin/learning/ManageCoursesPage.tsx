import { useState } from 'react';
import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { AdminList } from '../AdminList';
import { formatMinutes } from '../../learning/learning-api';
import { type AdminCourse, COURSE_STATUS, DIFFICULTY } from './learning-admin-api';

/** /admin/manage-courses: every course with view, edit and delete (a course with learners is archived). */
export function ManageCoursesPage() {
  useDocumentTitle('Manage courses');
  const q = useApiQuery<{ courses: AdminCourse[] }>('/e-learning-courses');
  const [deleting, setDeleting] = useState<AdminCourse | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const r = await apiDelete<{ archived: boolean }>(`/e-learning-courses/${deleting._id}`);
      showToast({ title: r.archived ? 'Archived: learners keep their progress.' : 'Deleted.' });
      setDeleting(null);
      q.reload();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Courses</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/manage-assessments" className={buttonClass('secondary')}>
            Assessments
          </Link>
          <Link to="/admin/manage-courses/add" className={buttonClass('primary')}>
            Add course
          </Link>
        </div>
      </div>
      <AdminList
        query={q}
        rows={q.data?.courses}
        empty={<EmptyState title="No courses yet" />}
        caption="Courses"
        minWidth="min-w-[48rem]"
        columns={[
          'Title',
          'Difficulty',
          'Duration',
          'Status',
          { title: 'Chapters', className: 'text-right' },
          { title: 'Learners', className: 'text-right' },
        ]}
        row={(c) => (
          <tr key={c._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{c.title}</td>
            <td className="px-4 py-3">{DIFFICULTY[c.difficulty]}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatMinutes(c.duration)}</td>
            <td className="px-4 py-3">{COURSE_STATUS[c.status]}</td>
            <td className="px-4 py-3 text-right">{c.chapters}</td>
            <td className="px-4 py-3 text-right">{c.enrolments}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/manage-courses/view/${c._id}`} className={buttonClass('ghost', 'sm')}>
                  View<span className="sr-only"> {c.title}</span>
                </Link>
                {c.status !== 3 && (
                  <>
                    <Link to={`/admin/manage-courses/edit/${c._id}`} className={buttonClass('ghost', 'sm')}>
                      Edit<span className="sr-only"> {c.title}</span>
                    </Link>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(c)}>
                      Delete<span className="sr-only"> {c.title}</span>
                    </Button>
                  </>
                )}
              </div>
            </td>
          </tr>
        )}
      />
      <Dialog
        open={deleting !== null}
        title="Delete this course?"
        description={
          deleting
            ? deleting.enrolments > 0
              ? `"${deleting.title}" has ${deleting.enrolments} learner(s): it will be archived, and they keep their progress.`
              : `"${deleting.title}" and its sections and chapters will be removed.`
            : undefined
        }
        onClose={() => setDeleting(null)}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button variant="danger" disabled={busy} onClick={remove}>
              {deleting && deleting.enrolments > 0 ? 'Archive' : 'Delete'}
            </Button>
          </div>
        }
      />
    </div>
  );
}
