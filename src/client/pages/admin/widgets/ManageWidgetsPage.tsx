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

const PLACEMENT: Record<string, string> = { widget: 'Widget', webinar: 'Webinar', spotlight: 'Spotlight' };

function audienceOf(w: WidgetItem): string {
  if (w.is_default) return 'Every client and partner';
  if (w.is_retail) return 'Retail users';
  return w.company_ids.length
    ? `${w.company_ids.length} compan${w.company_ids.length === 1 ? 'y' : 'ies'}`
    : 'Nobody yet';
}

/** /admin/manage-widgets: the landing page designer's entry, and the widget messages and ads the widgets show. */
export function ManageWidgetsPage() {
  useDocumentTitle('Widgets & landing pages');
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
      showToast({ title: `“${item.title}” deleted.` });
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
        <h1 className="text-2xl font-bold text-slate-900">Widgets &amp; landing pages</h1>
        <p className="mt-1 text-sm text-slate-600">
          Design what employees see on their home page, and manage the messages and ads its widgets show.
        </p>
      </div>

      <section aria-labelledby="pages-heading" className="card flex flex-wrap items-center gap-5 p-5">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <GridIcon size={24} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="pages-heading" className="text-base font-semibold text-slate-900">
            Landing pages
          </h2>
          <p className="text-sm text-slate-600">
            A default page for everyone, and a page of its own for any company. Draft, preview as a package, publish and
            roll back.
          </p>
        </div>
        <Link to="/admin/create-landing-page" className={buttonClass('primary')}>
          Open the page designer
        </Link>
      </section>

      <section aria-labelledby="items-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="items-heading" className="text-lg font-semibold text-slate-900">
            Widget messages &amp; ads
          </h2>
          <Link to="/admin/add-edit-widget" className={buttonClass('secondary')}>
            Add message
          </Link>
        </div>
        <AdminList
          query={{ error, loading, reload }}
          rows={data?.list}
          loadingLabel="Loading widget messages…"
          empty={
            <EmptyState
              icon={<SparkleIcon size={26} />}
              title="No widget messages yet"
              action={
                <Link to="/admin/add-edit-widget" className={buttonClass('primary')}>
                  Add the first one
                </Link>
              }
            >
              Ad banner and spotlight widgets show their empty state until there is a message for their placement.
            </EmptyState>
          }
          caption="Widget messages and ads"
          minWidth="min-w-[44rem]"
          columns={['Title', 'Placement', 'Dates', 'Shown to', 'Status']}
          extra={extra}
          paging={data}
          onPage={setPage}
          row={(w) => (
            <tr key={w.id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {w.title}
              </th>
              <td className="px-4 py-3">{PLACEMENT[w.placement] ?? w.placement}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {w.start_date} – {w.end_date}
              </td>
              <td className="px-4 py-3">{audienceOf(w)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={w.status} />
              </td>
              <ExtraCells extra={extra} record={w} />
              <RowActions>
                <Link to={`/admin/add-edit-widget/${w.id}`} className="link" aria-label={`Edit ${w.title}`}>
                  Edit
                </Link>
                <button
                  type="button"
                  className="font-medium text-red-700 hover:underline"
                  onClick={() => setConfirm(w)}
                  aria-label={`Delete ${w.title}`}
                >
                  Delete
                </button>
              </RowActions>
            </tr>
          )}
        />
      </section>

      <Dialog
        open={confirm !== null}
        title="Delete this widget message?"
        description={confirm ? `“${confirm.title}” will no longer be shown by any widget.` : undefined}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => confirm && void remove(confirm)}>
              Delete
            </Button>
          </>
        }
      >
        {deleteError && <InlineAlert>{deleteError}</InlineAlert>}
      </Dialog>
    </div>
  );
}
