import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdminList } from '../AdminList';
import { formatMinutes } from '../../learning/learning-api';
import { type AdminCourse, COURSE_STATUS, DIFFICULTY } from './learning-admin-api';
import { useConfirmDelete } from '../use-confirm-delete';

/** /admin/manage-courses: every course with view, edit and delete (a course with learners is archived). */
export function ManageCoursesPage() {
  useDocumentTitle('Manage courses');
  const q = useApiQuery<{ courses: AdminCourse[] }>('/e-learning-courses');
  const del = useConfirmDelete<AdminCourse>({
    remove: async (c) =>
      (await apiDelete<{ archived: boolean }>(`/e-learning-courses/${c._id}`)).archived
        ? 'Archived: learners keep their progress.'
        : 'Deleted.',
    onDeleted: q.reload,
    title: () => 'Delete this course?',
    description: (c) =>
      c.enrolments > 0
        ? `"${c.title}" has ${c.enrolments} learner(s): it will be archived, and they keep their progress.`
        : `"${c.title}" and its sections and chapters will be removed.`,
    confirmLabel: (c) => (c.enrolments > 0 ? 'Archive' : 'Delete'),
  });
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
                    <Button variant="ghost" size="sm" onClick={() => del.ask(c)}>
                      Delete<span className="sr-only"> {c.title}</span>
                    </Button>
                  </>
                )}
              </div>
            </td>
          </tr>
        )}
      />
      {del.dialog}
    </div>
  );
}
