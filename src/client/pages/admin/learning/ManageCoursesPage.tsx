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
import { useT, type MessageKey } from '../../../../i18n/browser';

/** /admin/manage-courses: every course with view, edit and delete (a course with learners is archived). */
export function ManageCoursesPage() {
  const t = useT();
  useDocumentTitle(t('adminLearning.courses.docTitle'));
  const label = (key: MessageKey | undefined, code: number) => (key ? t(key) : String(code));
  const q = useApiQuery<{ courses: AdminCourse[] }>('/e-learning-courses');
  const del = useConfirmDelete<AdminCourse>({
    remove: async (c) =>
      (await apiDelete<{ archived: boolean }>(`/e-learning-courses/${c._id}`)).archived
        ? t('adminLearning.courses.archived')
        : t('adminLearning.courses.deleted'),
    onDeleted: q.reload,
    title: () => t('adminLearning.courses.confirmTitle'),
    description: (c) =>
      c.enrolments > 0
        ? t('adminLearning.courses.confirmArchive', { title: c.title, n: c.enrolments })
        : t('adminLearning.courses.confirmDelete', { title: c.title }),
    confirmLabel: (c) => t(c.enrolments > 0 ? 'adminLearning.courses.archive' : 'adminLearning.delete'),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminLearning.courses.heading')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/manage-assessments" className={buttonClass('secondary')}>
            {t('adminLearning.courses.assessments')}
          </Link>
          <Link to="/admin/manage-courses/submissions" className={buttonClass('secondary')}>
            {t('adminLearning.courses.submissions')}
          </Link>
          <Link to="/admin/manage-courses/add" className={buttonClass('primary')}>
            {t('adminLearning.courses.add')}
          </Link>
        </div>
      </div>
      <AdminList
        query={q}
        rows={q.data?.courses}
        empty={<EmptyState title={t('adminLearning.courses.empty')} />}
        caption={t('adminLearning.courses.caption')}
        minWidth="min-w-[48rem]"
        columns={[
          t('adminLearning.courses.colTitle'),
          t('adminLearning.courses.colDifficulty'),
          t('adminLearning.courses.colDuration'),
          t('adminLearning.courses.colStatus'),
          { title: t('adminLearning.courses.colChapters'), className: 'text-right' },
          { title: t('adminLearning.courses.colLearners'), className: 'text-right' },
        ]}
        row={(c) => (
          <tr key={c._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{c.title}</td>
            <td className="px-4 py-3">{label(DIFFICULTY[c.difficulty], c.difficulty)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatMinutes(c.duration)}</td>
            <td className="px-4 py-3">{label(COURSE_STATUS[c.status], c.status)}</td>
            <td className="px-4 py-3 text-right">{c.chapters}</td>
            <td className="px-4 py-3 text-right">{c.enrolments}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link
                  to={`/admin/manage-courses/view/${c._id}`}
                  className={buttonClass('ghost', 'sm')}
                  aria-label={t('adminLearning.viewNamed', { name: c.title })}
                >
                  {t('adminLearning.view')}
                </Link>
                {c.status !== 3 && (
                  <>
                    <Link
                      to={`/admin/manage-courses/edit/${c._id}`}
                      className={buttonClass('ghost', 'sm')}
                      aria-label={t('adminLearning.editNamed', { name: c.title })}
                    >
                      {t('adminLearning.edit')}
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => del.ask(c)}
                      aria-label={t('adminLearning.deleteNamed', { name: c.title })}
                    >
                      {t('adminLearning.delete')}
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
