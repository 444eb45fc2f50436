import { useState } from 'react';
import { Link } from 'react-router';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { GridIcon, SparkleIcon } from '../../../components/Icons';
import { EmptyState, ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { usePublishedForm } from '../../../forms/use-published-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { extraColumns } from '../admins/extra-columns';
import { cellText } from '../clients/ManageClientsPage';
import { Pager } from './Pager';
import { deleteWidgetItem, type WidgetItem, type WidgetItemList } from './widget-items-api';

const PLACEMENT: Record<string, string> = { widget: 'Widget', webinar: 'Webinar', spotlight: 'Spotlight' };

function audienceOf(w: WidgetItem): string {
  if (w.is_default) return 'Every client and partner';
  if (w.is_retail) return 'Retail users';
  return w.company_ids.length ? `${w.company_ids.length} compan${w.company_ids.length === 1 ? 'y' : 'ies'}` : 'Nobody yet';
}

/** /admin/manage-widgets: the landing page designer's entry, and the widget messages and ads the widgets show. */
export function ManageWidgetsPage() {
  useDocumentTitle('Widgets & landing pages');
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiQuery<WidgetItemList>('/company/widget', { query: { page, limit: 20 } });
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
      const err = toApiError(e);
      setDeleteError(`${err.code} · ${err.message}`);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Widgets &amp; landing pages</h1>
        <p className="mt-1 text-sm text-slate-600">Design what employees see on their home page, and manage the messages and ads its widgets show.</p>
      </div>

      <section aria-labelledby="pages-heading" className="card flex flex-wrap items-center gap-5 p-5">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700"><GridIcon size={24} /></span>
        <div className="min-w-0 flex-1">
          <h2 id="pages-heading" className="text-base font-semibold text-slate-900">Landing pages</h2>
          <p className="text-sm text-slate-600">A default page for everyone, and a page of its own for any company. Draft, preview as a package, publish and roll back.</p>
        </div>
        <Link to="/admin/create-landing-page" className={buttonClass('primary')}>Open the page designer</Link>
      </section>

      <section aria-labelledby="items-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="items-heading" className="text-lg font-semibold text-slate-900">Widget messages &amp; ads</h2>
          <Link to="/admin/add-edit-widget" className={buttonClass('secondary')}>Add message</Link>
        </div>
        {error && !data && <ErrorState error={error} onRetry={reload} />}
        {loading && !data && <LoadingState label="Loading widget messages…" />}
        {data && data.list.length === 0 && (
          <div className="card">
            <EmptyState icon={<SparkleIcon size={26} />} title="No widget messages yet" action={<Link to="/admin/add-edit-widget" className={buttonClass('primary')}>Add the first one</Link>}>
              Ad banner and spotlight widgets show their empty state until there is a message for their placement.
            </EmptyState>
          </div>
        )}
        {data && data.list.length > 0 && (
          <div className="card overflow-x-auto">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Widget messages and ads</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">Title</th>
                  <th scope="col" className="px-4 py-3">Placement</th>
                  <th scope="col" className="px-4 py-3">Dates</th>
                  <th scope="col" className="px-4 py-3">Shown to</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  {extra.map((f) => <th key={f.key} scope="col" className="px-4 py-3">{f.title}</th>)}
                  <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.list.map((w) => (
                  <tr key={w.id}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">{w.title}</th>
                    <td className="px-4 py-3">{PLACEMENT[w.placement] ?? w.placement}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">{w.start_date} – {w.end_date}</td>
                    <td className="px-4 py-3">{audienceOf(w)}</td>
                    <td className="px-4 py-3"><span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${w.status === 1 ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}>{w.status === 1 ? 'Active' : 'Inactive'}</span></td>
                    {extra.map((f) => <td key={f.key} className="px-4 py-3">{cellText(w[f.key])}</td>)}
                    <td className="px-4 py-3 text-right whitespace-nowrap">
                      <Link to={`/admin/add-edit-widget/${w.id}`} className="link" aria-label={`Edit ${w.title}`}>Edit</Link>
                      <span className="mx-2 text-slate-300" aria-hidden="true">|</span>
                      <button type="button" className="font-medium text-red-700 hover:underline" onClick={() => setConfirm(w)} aria-label={`Delete ${w.title}`}>Delete</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.total_page > 1 && <Pager page={data.current_page} totalPages={data.total_page} onPage={setPage} />}
      </section>

      <Dialog
        open={confirm !== null}
        title="Delete this widget message?"
        description={confirm ? `“${confirm.title}” will no longer be shown by any widget.` : undefined}
        onClose={() => setConfirm(null)}
        footer={(
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>Cancel</Button>
            <Button variant="danger" loading={deleting} onClick={() => confirm && void remove(confirm)}>Delete</Button>
          </>
        )}
      >
        {deleteError && <InlineAlert>{deleteError}</InlineAlert>}
      </Dialog>
    </div>
  );
}
