import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { AdminList } from '../AdminList';
import { useT } from '../../../../i18n/browser';

type Row = {
  _id: number;
  title: string;
  pass_mark: number;
  max_attempts: number | null;
  status: number;
  course_title: string | null;
  questions: number;
  attempts: number;
};

/** /admin/manage-assessments: assessments with their course, pass mark and attempts so far. */
export function ManageAssessmentsPage() {
  const t = useT();
  useDocumentTitle(t('adminLearning.assessments.docTitle'));
  const q = useApiQuery<{ assessments: Row[] }>('/assessment');
  const remove = async (a: Row) => {
    try {
      await apiDelete(`/assessment/${a._id}`);
      showToast({ title: t('adminLearning.assessments.deleted') });
      q.reload();
    } catch (e) {
      showErrorToast(toApiError(e));
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminLearning.assessments.heading')}</h1>
        <Link to="/admin/add-edit-assessments" className={buttonClass('primary')}>
          {t('adminLearning.assessments.add')}
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.assessments}
        empty={<EmptyState title={t('adminLearning.assessments.empty')} />}
        caption={t('adminLearning.assessments.caption')}
        minWidth="min-w-[44rem]"
        columns={[
          t('adminLearning.assessments.colTitle'),
          t('adminLearning.assessments.colCourse'),
          { title: t('adminLearning.assessments.colQuestions'), className: 'text-right' },
          { title: t('adminLearning.assessments.colPassMark'), className: 'text-right' },
          { title: t('adminLearning.assessments.colAttempts'), className: 'text-right' },
        ]}
        row={(a) => (
          <tr key={a._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{a.title}</td>
            <td className="px-4 py-3">{a.course_title ?? '—'}</td>
            <td className="px-4 py-3 text-right">{a.questions}</td>
            <td className="px-4 py-3 text-right">{t('adminLearning.assessments.passMark', { mark: a.pass_mark })}</td>
            <td className="px-4 py-3 text-right">{a.attempts}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link
                  to={`/admin/add-edit-assessments/${a._id}`}
                  className={buttonClass('ghost', 'sm')}
                  aria-label={t('adminLearning.editNamed', { name: a.title })}
                >
                  {t('adminLearning.edit')}
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void remove(a)}
                  aria-label={t('adminLearning.deleteNamed', { name: a.title })}
                >
                  {t('adminLearning.delete')}
                </Button>
              </div>
            </td>
          </tr>
        )}
      />
    </div>
  );
}
