import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button';
import { ArrowLeftIcon } from '../../../components/Icons';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CompanyPicker } from './CompanyPicker';
import { ConflictBanner } from './ConflictBanner';
import type { CompanySummary } from './designer-api';
import { DesignerCanvas } from './DesignerCanvas';
import { issuesByWidget } from './page-checks';
import { PreviewPanel } from './PreviewPanel';
import { RevisionHistory } from './RevisionHistory';
import { useDesigner } from './use-designer';
import { WidgetPalette } from './WidgetPalette';
import { WidgetSettingsPanel } from './WidgetSettingsPanel';
import { ErrorCodeDetail } from '../../../components/ErrorMessage';
import { useT, type MessageKey } from '../../../../i18n/browser';

type Tab = 'design' | 'preview' | 'history';
const TABS: Array<{ id: Tab; label: MessageKey }> = [
  { id: 'design', label: 'adminDesigner.tabs.design' },
  { id: 'preview', label: 'adminDesigner.tabs.preview' },
  { id: 'history', label: 'adminDesigner.tabs.history' },
];

/**
 * /admin/create-landing-page?company=<id>: the landing page designer for the default page
 * (company 0) or one company. Palette, 12x12 canvas, settings form, live preview as a package,
 * draft / publish, revision history with diffs and rollback.
 */
export function LandingDesignerPage() {
  const t = useT();
  useDocumentTitle(t('adminDesigner.title'));
  const [params, setParams] = useSearchParams();
  const companyKey = Math.max(0, Number(params.get('company') ?? 0) || 0);
  const [company, setCompany] = useState<CompanySummary | null>(null);
  const [tab, setTab] = useState<Tab>('design');
  const d = useDesigner(companyKey);

  useEffect(() => {
    if (!d.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [d.dirty]);

  const { byId, page: pageIssues } = issuesByWidget(d.doc, d.issues);
  const selected = d.doc.widgets.find((w) => w.id === d.selectedId) ?? null;
  const selectedIndex = selected ? d.doc.widgets.indexOf(selected) : -1;
  const serverPropErrors = d.serverErrors
    .filter((e) => e.field.startsWith(`widgets.${selectedIndex}.props.`))
    .map((e) => ({ ...e, field: e.field.slice(`widgets.${selectedIndex}.props.`.length) }));
  const gridErrors = (byId.get(selected?.id ?? '') ?? []).filter((e) => !e.field.includes('.props.'));
  const generalServerErrors = d.serverErrors.filter((e) => !/^widgets\.\d+\./.test(e.field));
  const published = d.state?.published_revision ?? null;
  const upToDate = !d.dirty && d.baseRevision !== 0 && d.baseRevision === published;
  const pageName =
    companyKey === 0
      ? t('adminDesigner.defaultPage')
      : (company?.company_name ?? t('adminDesigner.company', { id: companyKey }));

  return (
    <div className="mx-auto flex w-full max-w-[96rem] flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <Link
            to="/admin/manage-widgets"
            className="mb-1 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-800"
          >
            <ArrowLeftIcon size={16} /> {t('adminDesigner.back')}
          </Link>
          <h1 className="text-2xl font-bold text-slate-900">{t('adminDesigner.title')}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="font-medium text-slate-800">{pageName}</span>
            <StatusPill tone="slate">
              {d.baseRevision
                ? t('adminDesigner.draftRevision', { revision: d.baseRevision })
                : t('adminDesigner.notSaved')}
            </StatusPill>
            <StatusPill tone={published ? 'green' : 'slate'}>
              {published
                ? t('adminDesigner.publishedRevision', { revision: published })
                : t('adminDesigner.notPublished')}
            </StatusPill>
            {d.dirty && <StatusPill tone="amber">{t('adminDesigner.unsaved')}</StatusPill>}
          </p>
        </div>
        <CompanyPicker
          value={companyKey}
          disabled={d.busy !== null}
          onChange={(key, c) => {
            setCompany(c);
            if (key !== companyKey) setParams(key ? { company: String(key) } : {});
          }}
        />
      </header>

      <p aria-live="polite" role="status" className="sr-only">
        {d.announcement}
      </p>

      {d.loadError && <ErrorState error={d.loadError} onRetry={d.reload} title={t('adminDesigner.loadFailed')} />}
      {!d.loadError && !d.state && <LoadingState label={t('adminDesigner.loading')} />}

      {d.state && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div
              role="tablist"
              aria-label={t('adminDesigner.tabs.label')}
              className="flex gap-1 rounded-xl bg-slate-200/60 p-1"
            >
              {TABS.map((item) => (
                <button
                  key={item.id}
                  role="tab"
                  id={`tab-${item.id}`}
                  aria-selected={tab === item.id}
                  aria-controls={`panel-${item.id}`}
                  onClick={() => setTab(item.id)}
                  className={`rounded-lg px-4 py-1.5 text-sm font-semibold ${tab === item.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
                >
                  {item.id === 'history'
                    ? t('adminDesigner.tabs.historyCount', { count: d.state?.revisions.length ?? 0 })
                    : t(item.label)}
                </button>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {d.dirty && (
                <Button variant="ghost" size="sm" onClick={d.discard} disabled={d.busy !== null}>
                  {t('adminDesigner.discard')}
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => void d.save()}
                loading={d.busy === 'save'}
                disabled={!d.dirty || d.issues.length > 0 || d.busy !== null}
              >
                {t('adminDesigner.saveDraft')}
              </Button>
              <Button
                onClick={() => void d.publish()}
                loading={d.busy === 'publish'}
                disabled={upToDate || d.issues.length > 0 || d.busy !== null}
              >
                {upToDate
                  ? t('adminDesigner.published')
                  : d.dirty
                    ? t('adminDesigner.savePublish')
                    : t('adminDesigner.publish')}
              </Button>
            </div>
          </div>

          {d.notice && (
            <InlineAlert tone={d.notice.tone} onClose={() => d.setNotice(null)}>
              {d.notice.text}
            </InlineAlert>
          )}
          {d.conflict && (
            <ConflictBanner
              conflict={d.conflict}
              canvas={d.doc}
              busy={d.busy === 'save'}
              onSaveMine={(base) => void d.save({ base, note: t('adminDesigner.savedOverConflict') })}
              onLoadTheirs={d.loadTheirs}
              onRefresh={() => void d.refreshState()}
              onDismiss={() => d.setConflict(null)}
            />
          )}
          {generalServerErrors.length > 0 && (
            <InlineAlert>
              <ul>
                {generalServerErrors.map((e) => (
                  <li key={e.field + e.code}>
                    <ErrorMessage error={e} />
                  </li>
                ))}
              </ul>
            </InlineAlert>
          )}
          {d.issues.length > 0 && (
            <div
              role="status"
              className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            >
              <p className="font-semibold">{t('adminDesigner.fixProblems', { count: d.issues.length })}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {[...pageIssues, ...[...byId.values()].flat()].slice(0, 8).map((e, i) => (
                  <li key={i}>
                    {e.message}
                    <ErrorCodeDetail code={e.code} />
                  </li>
                ))}
              </ul>
            </div>
          )}

          <div role="tabpanel" id="panel-design" aria-labelledby="tab-design" hidden={tab !== 'design'}>
            <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <section aria-label={t('adminDesigner.canvas.label')} className="card min-w-0 p-4">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
                  <span>{t('adminDesigner.canvas.hint', { count: d.doc.widgets.length })}</span>
                  <span className="hidden sm:inline">{t('adminDesigner.canvas.keyboard')}</span>
                </div>
                <DesignerCanvas
                  widgets={d.doc.widgets}
                  selectedId={d.selectedId}
                  issues={byId}
                  onSelect={d.setSelectedId}
                  onStep={d.step}
                  onRemove={d.remove}
                  onLayout={d.setLayout}
                />
                {d.doc.widgets.length === 0 && (
                  <p className="mt-3 text-center text-sm text-slate-600">{t('adminDesigner.canvas.empty')}</p>
                )}
              </section>
              <div className="flex min-w-0 flex-col gap-5">
                <div>
                  <WidgetSettingsPanel
                    widget={selected}
                    propErrors={serverPropErrors}
                    gridErrors={gridErrors}
                    onChange={(props) => selected && d.setProps(selected.id, props)}
                    onRemove={() => selected && d.remove(selected.id)}
                  />
                </div>
                <div>
                  <WidgetPalette onAdd={d.add} />
                </div>
              </div>
            </div>
          </div>
          <div role="tabpanel" id="panel-preview" aria-labelledby="tab-preview" hidden={tab !== 'preview'}>
            {tab === 'preview' && (
              <PreviewPanel doc={d.doc} companyKey={companyKey} companyPackageId={company?.package_id ?? null} />
            )}
          </div>
          <div role="tabpanel" id="panel-history" aria-labelledby="tab-history" hidden={tab !== 'history'}>
            {tab === 'history' && (
              <RevisionHistory
                companyKey={companyKey}
                revisions={d.state.revisions}
                publishedRevision={published}
                baseRevision={d.baseRevision}
                canvas={d.doc}
                dirty={d.dirty}
                busy={d.busy !== null}
                onRollback={(r) => void d.rollback(r)}
              />
            )}
          </div>
        </>
      )}
      <p className="text-xs text-slate-600">
        {t('adminDesigner.employeesSee')}{' '}
        <Link to="/admin/manage-widgets" className={buttonClass('ghost', 'sm')}>
          {t('adminDesigner.manageWidgets')}
        </Link>
      </p>
    </div>
  );
}

function StatusPill({ tone, children }: { tone: 'slate' | 'green' | 'amber'; children: string }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    green: 'bg-emerald-100 text-emerald-800',
    amber: 'bg-amber-100 text-amber-900',
  };
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
