import { Button } from '../../../components/Button';
import type { FormVersion } from '../../../forms/forms-api';
import { useT } from '../../../../i18n/browser';

export type FormVersionsProps = {
  versions: FormVersion[];
  publishedVersion: number;
  publishing: number | null;
  onLoad: (v: FormVersion) => void;
  onPublish: (version: number) => void;
};

/** Every saved version, newest first: load one into the editor, publish a new one or restore an older one. */
export function FormVersions({ versions, publishedVersion, publishing, onLoad, onPublish }: FormVersionsProps) {
  const t = useT();
  return (
    <section aria-labelledby="versions-heading" className="card overflow-hidden">
      <h3 id="versions-heading" className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
        {t('adminForms.versions.title')}
      </h3>
      <ol className="divide-y divide-slate-100">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center gap-3 px-5 py-3" data-form-version={v.version}>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                {t('adminForms.versions.version', { version: v.version })}
                {v.version === publishedVersion && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    {t('adminForms.versions.published')}
                  </span>
                )}
              </p>
              <p className="truncate text-xs text-slate-500">
                {new Date(v.created_at).toLocaleString('en-IN', {
                  timeZone: 'Asia/Kolkata',
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
                {v.created_by_email ? ` · ${v.created_by_email}` : ''}
                {v.note ? ` · ${v.note}` : ''}
                {t('adminForms.versions.overlayFields', {
                  count: Object.keys((v.overlay.properties as Record<string, unknown> | undefined) ?? {}).length,
                })}
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => onLoad(v)}>
              {t('adminForms.versions.load')}
            </Button>
            {v.version !== publishedVersion && (
              <Button
                variant="secondary"
                size="sm"
                loading={publishing === v.version}
                disabled={publishing !== null}
                onClick={() => onPublish(v.version)}
              >
                {t(v.version > publishedVersion ? 'adminForms.versions.publish' : 'adminForms.versions.restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
