import { useState } from 'react';
import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { AdminList } from '../AdminList';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { istWhen, WEBINAR_TYPE_LABEL } from '../../webinars/webinars-api';
import type { WebinarAdmin, WebinarPage } from './webinars-admin-api';
import { useConfirmDelete } from '../use-confirm-delete';
import { useT } from '../../../../i18n/browser';

/** /admin/manage-webinars: the list with view, edit and delete (delete mails registered people a cancellation). */
export function ManageWebinarsPage() {
  const t = useT();
  useDocumentTitle(t('adminWebinars.list.title'));
  const [when, setWhen] = useState<'all' | 'upcoming' | 'past'>('all');
  const [page, setPage] = useState(1);
  const q = useApiQuery<WebinarPage>('/webinar-list', { query: { when, page, limit: 20 } });
  const del = useConfirmDelete<WebinarAdmin>({
    remove: async (w) =>
      t('adminWebinars.list.deleted', {
        count: (await apiDelete<{ cancellations: number }>(`/admin/webinar/${w._id}`)).cancellations,
      }),
    onDeleted: q.reload,
    title: () => t('adminWebinars.list.confirmTitle'),
    description: (w) => t('adminWebinars.list.confirmText', { name: w.name, count: w.registrations }),
  });
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.limit)) : 1;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminWebinars.list.heading')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/speakers-list" className={buttonClass('secondary')}>
            {t('adminWebinars.list.speakers')}
          </Link>
          <Link to="/admin/add-webinar" className={buttonClass('primary')}>
            {t('adminWebinars.list.add')}
          </Link>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="webinar-when" className="text-sm font-medium text-slate-700">
          {t('adminWebinars.list.show')}
        </label>
        <select
          id="webinar-when"
          className="input w-auto"
          value={when}
          onChange={(e) => {
            setWhen(e.target.value as 'all' | 'upcoming' | 'past');
            setPage(1);
          }}
        >
          <option value="all">{t('adminWebinars.list.all')}</option>
          <option value="upcoming">{t('adminWebinars.list.upcoming')}</option>
          <option value="past">{t('adminWebinars.list.past')}</option>
        </select>
      </div>
      <AdminList
        query={q}
        rows={q.data?.webinars}
        empty={<EmptyState title={t('adminWebinars.list.empty')} />}
        caption={t('adminWebinars.list.caption')}
        minWidth="min-w-[48rem]"
        columns={[
          t('adminWebinars.list.name'),
          t('adminWebinars.list.type'),
          t('adminWebinars.list.when'),
          t('adminWebinars.list.speaker'),
          { title: t('adminWebinars.list.registered'), className: 'text-right' },
        ]}
        paging={q.data ? { current_page: page, total_page: pages } : undefined}
        onPage={setPage}
        row={(w) => (
          <tr key={w._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{w.name}</td>
            <td className="px-4 py-3">{WEBINAR_TYPE_LABEL[w.webinar_type]}</td>
            <td className="px-4 py-3 whitespace-nowrap">{istWhen(w.date, w.start_time)}</td>
            <td className="px-4 py-3">{w.speaker}</td>
            <td className="px-4 py-3 text-right">
              {w.webinar_type === 2 || w.webinar_type === 3 ? w.registrations : '—'}
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/view-webinar/${w._id}`} className={buttonClass('ghost', 'sm')}>
                  {t('adminWebinars.list.view')}
                  <span className="sr-only"> {w.name}</span>
                </Link>
                <Link to={`/admin/edit-webinar/${w._id}`} className={buttonClass('ghost', 'sm')}>
                  {t('adminWebinars.list.edit')}
                  <span className="sr-only"> {w.name}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => del.ask(w)}>
                  {t('adminWebinars.list.delete')}
                  <span className="sr-only"> {w.name}</span>
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
