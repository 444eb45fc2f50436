import { useState } from 'react';
import { describeChange, diffPages, type PageDiff } from '../../../../shared/landing/page-diff';
import type { PageDocument } from '../../../../shared/landing/page-document';
import { getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';
import { toApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { InlineAlert } from '../../../components/StateViews';
import { getRevision, type RevisionInfo } from './designer-api';
import { useT, type MessageKey } from '../../../../i18n/browser';

const titleOf = (type: string) => (isWidgetType(type) ? getWidgetDefinition(type).title : type);

export type RevisionHistoryProps = {
  companyKey: number;
  revisions: RevisionInfo[];
  publishedRevision: number | null;
  baseRevision: number;
  canvas: PageDocument;
  dirty: boolean;
  busy: boolean;
  onRollback: (revision: number) => void;
};

type Compared = { revision: number; against: string; diff: PageDiff } | { revision: number; error: string };

/** Saved revisions, newest first, each comparable with the one before it or with the canvas, and restorable. */
export function RevisionHistory({
  companyKey,
  revisions,
  publishedRevision,
  baseRevision,
  canvas,
  dirty,
  busy,
  onRollback,
}: RevisionHistoryProps) {
  const t = useT();
  const [compared, setCompared] = useState<Compared | null>(null);
  const [loadingRev, setLoadingRev] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);

  const compare = async (revision: number, against: 'previous' | 'canvas') => {
    setLoadingRev(revision);
    try {
      const current = (await getRevision(companyKey, revision)).doc;
      if (against === 'canvas') {
        setCompared({ revision, against: t('adminDesigner.history.againstCanvas'), diff: diffPages(current, canvas) });
      } else {
        const before = revision > 1 ? (await getRevision(companyKey, revision - 1)).doc : { widgets: [] };
        setCompared({
          revision,
          against:
            revision > 1
              ? t('adminDesigner.history.againstRevision', { revision: revision - 1 })
              : t('adminDesigner.history.againstEmpty'),
          diff: diffPages(before, current),
        });
      }
    } catch (e) {
      setCompared({ revision, error: toApiError(e).message });
    } finally {
      setLoadingRev(null);
    }
  };

  if (revisions.length === 0)
    return <p className="card p-6 text-sm text-slate-600">{t('adminDesigner.history.none')}</p>;

  return (
    <section aria-labelledby="history-heading" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="card overflow-hidden">
        <h2 id="history-heading" className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
          {t('adminDesigner.history.heading')}
        </h2>
        <ol className="max-h-[36rem] divide-y divide-slate-100 overflow-y-auto">
          {revisions.map((r) => (
            <li
              key={r.revision}
              className={`flex flex-col gap-2 px-4 py-3 ${compared?.revision === r.revision ? 'bg-brand-50/60' : ''}`}
              data-revision={r.revision}
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  {t('adminDesigner.history.revision', { revision: r.revision })}
                  {r.revision === publishedRevision && (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {t('adminDesigner.published')}
                    </span>
                  )}
                  {r.revision === baseRevision && (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {dirty ? t('adminDesigner.history.onCanvasEdited') : t('adminDesigner.history.onCanvas')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-600">
                  {new Date(r.created_at).toLocaleString('en-IN', {
                    timeZone: 'Asia/Kolkata',
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                  {r.created_by_email ? ` · ${r.created_by_email}` : ''}
                  {r.note ? ` · ${r.note}` : ''}
                </p>
              </div>
              <div className="-ml-3 flex flex-wrap gap-1.5">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => compare(r.revision, 'previous')}
                  loading={loadingRev === r.revision}
                >
                  {t('adminDesigner.history.changes')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => compare(r.revision, 'canvas')}>
                  {t('adminDesigner.history.compareCanvas')}
                </Button>
                {r.revision !== publishedRevision && (
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirm(r.revision)}>
                    {t('adminDesigner.history.rollBackToThis')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="card p-4" aria-live="polite">
        {!compared && <p className="text-sm text-slate-600">{t('adminDesigner.history.hint')}</p>}
        {compared && 'error' in compared && <InlineAlert>{compared.error}</InlineAlert>}
        {compared && 'diff' in compared && (
          <>
            <h3 className="text-sm font-semibold text-slate-900">
              {t('adminDesigner.history.compared', { revision: compared.revision, against: compared.against })}
            </h3>
            {compared.diff.changes.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('adminDesigner.history.noDifferences')}</p>
            ) : (
              <ul className="mt-3 space-y-2" data-diff>
                {compared.diff.changes.map((c, i) => (
                  <li key={i} className="flex items-start gap-2 text-sm text-slate-700">
                    <span
                      className={`mt-0.5 shrink-0 rounded px-1.5 text-[11px] font-semibold uppercase ${KIND_STYLE[c.kind]}`}
                    >
                      {KIND_LABEL[c.kind] ? t(KIND_LABEL[c.kind]) : c.kind}
                    </span>
                    <span>{describeChange(c, titleOf)}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-xs text-slate-600">
              {t('adminDesigner.history.unchangedCount', { count: compared.diff.unchanged })}
            </p>
          </>
        )}
      </div>
      <Dialog
        open={confirm !== null}
        title={t('adminDesigner.history.confirmTitle', { revision: confirm ?? '' })}
        description={t('adminDesigner.history.confirmBody')}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (confirm !== null) onRollback(confirm);
                setConfirm(null);
              }}
            >
              {t('adminDesigner.history.rollBackPublish')}
            </Button>
          </>
        }
      >
        {dirty && <InlineAlert tone="info">{t('adminDesigner.history.unsavedReplaced')}</InlineAlert>}
      </Dialog>
    </section>
  );
}

const KIND_LABEL: Record<string, MessageKey> = {
  added: 'adminDesigner.history.kinds.added',
  removed: 'adminDesigner.history.kinds.removed',
  moved: 'adminDesigner.history.kinds.moved',
  resized: 'adminDesigner.history.kinds.resized',
  settings: 'adminDesigner.history.kinds.settings',
};

const KIND_STYLE: Record<string, string> = {
  added: 'bg-emerald-100 text-emerald-800',
  removed: 'bg-red-100 text-red-800',
  moved: 'bg-sky-100 text-sky-800',
  resized: 'bg-violet-100 text-violet-800',
  settings: 'bg-amber-100 text-amber-900',
};
