import { Link } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AdminList } from '../admin/AdminList';
import { deleteCta, type CtaOption } from './engagement-api';
import { useConfirmDelete } from '../admin/use-confirm-delete';

/** /admin/manage-cta: the calls to action the cta widget shows (first active one in order). */
export function ManageCtaPage() {
  const t = useT();
  useDocumentTitle(t('adminEngagement.cta.documentTitle'));
  const q = useApiQuery<{ cta_options: CtaOption[] }>('/cta_option');
  const del = useConfirmDelete<CtaOption>({
    remove: async (c) => (await deleteCta(c._id), t('adminEngagement.cta.deleted')),
    onDeleted: q.reload,
    title: () => t('adminEngagement.cta.deleteTitle'),
    description: (c) => t('adminEngagement.cta.deleteDescription', { title: c.title }),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminEngagement.cta.title')}</h1>
        <Link to="/admin/add-cta" className={buttonClass('primary')}>
          {t('adminEngagement.cta.add')}
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.cta_options}
        empty={<EmptyState title={t('adminEngagement.cta.none')} />}
        caption={t('adminEngagement.cta.title')}
        minWidth="min-w-[44rem]"
        columns={[
          t('adminEngagement.cta.colOrder'),
          t('adminEngagement.cta.colTitle'),
          t('adminEngagement.cta.colButton'),
          t('adminEngagement.cta.colRoute'),
          t('adminEngagement.cta.colStatus'),
        ]}
        row={(c) => (
          <tr key={c._id}>
            <td className="px-4 py-3">{c.sort_order}</td>
            <td className="px-4 py-3 font-medium text-slate-900">{c.title}</td>
            <td className="px-4 py-3">{c.button_label}</td>
            <td className="px-4 py-3">{c.route}</td>
            <td className="px-4 py-3">{c.status ? t('adminEngagement.active') : t('adminEngagement.inactive')}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/edit-cta/${c._id}`} className={buttonClass('ghost', 'sm')}>
                  {t('adminEngagement.edit')}
                  <span className="sr-only"> {c.title}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => del.ask(c)}>
                  {t('common.delete')}
                  <span className="sr-only"> {c.title}</span>
                </Button>
              </div>
            </td>
          </tr>
        )}
      />
      {del.dialog}
    </div>
  );
}
