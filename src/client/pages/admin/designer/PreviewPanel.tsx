import { useEffect, useState } from 'react';
import enums from '../../../../../schemas/catalogue/enums.json';
import type { PageDocument } from '../../../../shared/landing/page-document';
import { toApiError, type ApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import type { LayoutPreviewResponse } from '../../../../../widgets/ui/landing-types';
import { LandingRenderer } from '../../../landing/LandingRenderer';
import { listPackages, previewLayout, type PackageSummary } from './designer-api';
import { useT } from '../../../../i18n/browser';

export type PreviewPanelProps = { doc: PageDocument; companyKey: number; companyPackageId: number | null };

/**
 * The canvas as an employee with the chosen package would see it: POST landing-page/layout
 * resolves the unsaved document on the server (module gating, data, placeholders) and the
 * employee renderer draws it, at desktop or phone width.
 */
export function PreviewPanel({ doc, companyKey, companyPackageId }: PreviewPanelProps) {
  const t = useT();
  const [packages, setPackages] = useState<PackageSummary[] | null>(null);
  const [packageId, setPackageId] = useState<number | null>(companyPackageId);
  const [layout, setLayout] = useState<'desktop' | 'mobile'>('desktop');
  const [result, setResult] = useState<LayoutPreviewResponse | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    listPackages()
      .then((r) => {
        setPackages(r.packages);
        setPackageId((p) => p ?? r.default_package_id ?? r.packages[0]?.id ?? null);
      })
      .catch((e: unknown) => setError(toApiError(e)));
  }, []);

  useEffect(() => {
    if (packages === null) return;
    let live = true;
    setLoading(true);
    setError(null);
    previewLayout({ doc, companyKey, packageId })
      .then((r) => live && setResult(r))
      .catch((e: unknown) => live && setError(toApiError(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [doc, companyKey, packageId, packages, attempt]);

  // Module names (enums.json module), not their ids.
  const moduleNames: Record<string, string> = enums.module;
  const modules = result?.package_info.modules
    .map((m) => moduleNames[String(m.module_id)] ?? t('adminDesigner.preview.unknownModule'))
    .join(', ');
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-4">
      <div className="card flex flex-wrap items-end gap-4 p-4">
        <h2 id="preview-heading" className="sr-only">
          {t('adminDesigner.tabs.preview')}
        </h2>
        <label className="flex min-w-56 flex-col gap-1.5 text-sm font-medium text-slate-700">
          {t('adminDesigner.preview.asPackage')}
          <select
            className="input appearance-auto"
            value={packageId ?? ''}
            onChange={(e) => setPackageId(e.target.value ? Number(e.target.value) : null)}
            disabled={!packages}
            aria-busy={packages ? undefined : true}
          >
            {(packages ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {t('adminDesigner.preview.packageOption', {
                  name: p.name,
                  own: p.id === companyPackageId ? 'yes' : 'no',
                })}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex gap-1 rounded-lg border border-slate-300 p-1">
          <legend className="sr-only">{t('adminDesigner.preview.screenSize')}</legend>
          {(['desktop', 'mobile'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={layout === l}
              onClick={() => setLayout(l)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${layout === l ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {l === 'desktop' ? t('adminDesigner.preview.desktop') : t('adminDesigner.preview.phone')}
            </button>
          ))}
        </fieldset>
        <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)} loading={loading}>
          {t('adminDesigner.preview.refresh')}
        </Button>
        {modules && (
          <p className="text-xs text-slate-600">
            {t('adminDesigner.preview.modules', { modules: modules || t('adminDesigner.preview.noModules') })}
          </p>
        )}
      </div>
      {/* Phone: 390 px inside (a 390 × 844 phone) = 424 px with the 16 px padding and 1 px border on each side. */}
      <div
        className={`rounded-2xl border border-slate-200 bg-slate-100 p-4 ${layout === 'mobile' ? 'mx-auto w-[424px] max-w-full' : ''}`}
        aria-busy={loading}
      >
        {error && (
          <ErrorState
            error={error}
            onRetry={() => setAttempt((n) => n + 1)}
            title={t('adminDesigner.preview.failed')}
          />
        )}
        {!error && !result && <LoadingState label={t('adminDesigner.preview.building')} />}
        {!error && result && result.widgets_List.length === 0 && (
          <p className="py-12 text-center text-sm text-slate-600">{t('adminDesigner.preview.nothing')}</p>
        )}
        {!error && result && result.widgets_List.length > 0 && (
          <div className={loading ? 'opacity-60 transition-opacity' : ''}>
            <LandingRenderer widgets={result.widgets_List} mode="preview" layout={layout} />
          </div>
        )}
      </div>
    </section>
  );
}
