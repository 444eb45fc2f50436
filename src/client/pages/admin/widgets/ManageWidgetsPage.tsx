import { useState } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { GridIcon, SparkleIcon } from '../../../components/Icons';
import { EmptyState, InlineAlert } from '../../../components/StateViews';
import { usePublishedForm } from '../../../forms/use-published-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { AdminList, ExtraCells, extraColumns, RowActions, StatusBadge } from '../AdminList';
import { deleteWidgetItem, type WidgetItem, type WidgetItemList } from './widget-items-api';
import { t as translate, useT, type MessageKey } from '../../../../i18n/browser';

const PLACEMENT: Record<string, MessageKey> = {
  widget: 'adminWidgets.placement.widget',
  webinar: 'adminWidgets.placement.webinar',
  spotlight: 'adminWidgets.placement.spotlight',
};

function audienceOf(w: WidgetItem): string {
  if (w.is_default) return translate('adminWidgets.audience.everyone');
  if (w.is_retail) return translate('adminWidgets.audience.retail');
  return w.company_ids.length
    ? translate('adminWidgets.audience.companies', { count: w.company_ids.length })
    : translate('adminWidgets.audience.nobody');
}

/** /admin/manage-widgets: the landing page designer's entry, and the widget messages and ads the widgets show. */
export function ManageWidgetsPage() {
  const t = useT();
  useDocumentTitle(t('adminWidgets.title'));
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiQuery<WidgetItemList>('/company/widget', {
    query: { page, limit: 20 },
  });
  const { form } = usePublishedForm('widget');
  const extra = extraColumns(form);
  const [confirm, setConfirm] = useState<WidgetItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async (item: WidgetItem) => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteWidgetItem(item.id);
      showToast({ title: t('adminWidgets.items.deleted', { title: item.title }) });
      setConfirm(null);
      reload();
    } catch (e) {
      setDeleteError(describeError(e));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('adminWidgets.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('adminWidgets.intro')}</p>
      </div>

      <section aria-labelledby="pages-heading" className="card flex flex-wrap items-center gap-5 p-5">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <GridIcon size={24} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="pages-heading" className="text-base font-semibold text-slate-900">
            {t('adminWidgets.pages.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('adminWidgets.pages.text')}</p>
        </div>
        <Link to="/admin/create-landing-page" className={buttonClass('primary')}>
          {t('adminWidgets.pages.open')}
        </Link>
      </section>

      <section aria-labelledby="items-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="items-heading" className="text-lg font-semibold text-slate-900">
            {t('adminWidgets.items.title')}
          </h2>
          <Link to="/admin/add-edit-widget" className={buttonClass('secondary')}>
            {t('adminWidgets.items.add')}
          </Link>
        </div>
        <AdminList
          query={{ error, loading, reload }}
          rows={data?.list}
          loadingLabel={t('adminWidgets.items.loading')}
          empty={
            <EmptyState
              icon={<SparkleIcon size={26} />}
              title={t('adminWidgets.items.empty')}
              action={
                <Link to="/admin/add-edit-widget" className={buttonClass('primary')}>
                  {t('adminWidgets.items.addFirst')}
                </Link>
              }
            >
              {t('adminWidgets.items.emptyText')}
            </EmptyState>
          }
          caption={t('adminWidgets.items.caption')}
          minWidth="min-w-[44rem]"
          columns={[
            t('adminWidgets.items.columnTitle'),
            t('adminWidgets.items.columnPlacement'),
            t('adminWidgets.items.columnDates'),
            t('adminWidgets.items.columnShownTo'),
            t('adminWidgets.items.columnStatus'),
          ]}
          extra={extra}
          paging={data}
          onPage={setPage}
          row={(w) => (
            <tr key={w.id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {w.title}
              </th>
              <td className="px-4 py-3">{PLACEMENT[w.placement] ? t(PLACEMENT[w.placement]) : w.placement}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {w.start_date} – {w.end_date}
              </td>
              <td className="px-4 py-3">{audienceOf(w)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={w.status} />
              </td>
              <ExtraCells extra={extra} record={w} />
              <RowActions>
                <Link
                  to={`/admin/add-edit-widget/${w.id}`}
                  className="link"
                  aria-label={t('adminWidgets.items.editLabel', { title: w.title })}
                >
                  {t('adminWidgets.items.edit')}
                </Link>
                <button
                  type="button"
                  className="font-medium text-red-700 hover:underline"
                  onClick={() => setConfirm(w)}
                  aria-label={t('adminWidgets.items.deleteLabel', { title: w.title })}
                >
                  {t('adminWidgets.items.delete')}
                </button>
              </RowActions>
            </tr>
          )}
        />
      </section>

      <Dialog
        open={confirm !== null}
        title={t('adminWidgets.confirm.title')}
        description={confirm ? t('adminWidgets.confirm.text', { title: confirm.title }) : undefined}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => confirm && void remove(confirm)}>
              {t('common.delete')}
            </Button>
          </>
        }
      >
        {deleteError && <InlineAlert>{deleteError}</InlineAlert>}
      </Dialog>
    </div>
  );
}
