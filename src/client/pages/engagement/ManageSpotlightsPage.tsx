import { Link } from 'react-router';
import { t, useT } from '../../../i18n/browser';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AdminList } from '../admin/AdminList';
import { deleteSpotlight, type Spotlight } from './engagement-api';
import { useConfirmDelete } from '../admin/use-confirm-delete';

const audience = (s: Spotlight) =>
  s.target === 'retail'
    ? t('adminEngagement.spotlights.retail')
    : s.is_default
      ? t('adminEngagement.spotlights.everyone')
      : t('adminEngagement.spotlights.companies', { count: s.company_ids.length });

/** /admin/manage-monthly-spotlights: one spotlight per month and audience. */
export function ManageSpotlightsPage() {
  const t = useT();
  useDocumentTitle(t('adminEngagement.spotlights.documentTitle'));
  const q = useApiQuery<{ spotlights: Spotlight[] }>('/monthly-spotlights');
  const del = useConfirmDelete<Spotlight>({
    remove: async (s) => (await deleteSpotlight(s._id), t('adminEngagement.spotlights.deleted')),
    onDeleted: q.reload,
    title: () => t('adminEngagement.spotlights.deleteTitle'),
    description: (s) => t('adminEngagement.spotlights.deleteDescription', { title: s.title, month: s.month }),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminEngagement.spotlights.title')}</h1>
        <Link to="/admin/add-edit-spotlight" className={buttonClass('primary')}>
          {t('adminEngagement.spotlights.add')}
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.spotlights}
        empty={<EmptyState title={t('adminEngagement.spotlights.none')} />}
        caption={t('adminEngagement.spotlights.title')}
        minWidth="min-w-[44rem]"
        columns={[
          t('adminEngagement.spotlights.colMonth'),
          t('adminEngagement.spotlights.colTitle'),
          t('adminEngagement.spotlights.colAudience'),
          t('adminEngagement.spotlights.colStatus'),
        ]}
        row={(s) => (
          <tr key={s._id}>
            <td className="px-4 py-3 whitespace-nowrap">{s.month}</td>
            <td className="px-4 py-3 font-medium text-slate-900">{s.title}</td>
            <td className="px-4 py-3">{audience(s)}</td>
            <td className="px-4 py-3">{s.status ? t('adminEngagement.active') : t('adminEngagement.inactive')}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/add-edit-spotlight/${s._id}`} className={buttonClass('ghost', 'sm')}>
                  {t('adminEngagement.edit')}
                  <span className="sr-only"> {s.title}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => del.ask(s)}>
                  {t('common.delete')}
                  <span className="sr-only"> {s.title}</span>
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
