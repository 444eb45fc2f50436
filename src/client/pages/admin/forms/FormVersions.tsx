import { Button } from '../../../components/Button';
import type { FormVersion } from '../../../forms/forms-api';

export type FormVersionsProps = {
  versions: FormVersion[];
  publishedVersion: number;
  publishing: number | null;
  onLoad: (v: FormVersion) => void;
  onPublish: (version: number) => void;
};

/** Every saved version, newest first: load one into the editor, publish a new one or restore an older one. */
export function FormVersions({ versions, publishedVersion, publishing, onLoad, onPublish }: FormVersionsProps) {
  return (
    <section aria-labelledby="versions-heading" className="card overflow-hidden">
      <h3 id="versions-heading" className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
        Versions
      </h3>
      <ol className="divide-y divide-slate-100">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center gap-3 px-5 py-3" data-form-version={v.version}>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                Version {v.version}
                {v.version === publishedVersion && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    Published
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
                {` · ${Object.keys((v.overlay.properties as Record<string, unknown> | undefined) ?? {}).length} overlay field(s)`}
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => onLoad(v)}>
              Load into editor
            </Button>
            {v.version !== publishedVersion && (
              <Button
                variant="secondary"
                size="sm"
                loading={publishing === v.version}
                disabled={publishing !== null}
                onClick={() => onPublish(v.version)}
              >
                {v.version > publishedVersion ? 'Publish' : 'Restore'}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
