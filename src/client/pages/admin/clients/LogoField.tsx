import { useEffect, useId, useState } from 'react';
import { ErrorCodeDetail } from '../../../components/ErrorMessage';
import { useT } from '../../../../i18n/browser';

/** Images under 5 MB (docs/product-rules.md "Delays and limits"). The server checks size and content again. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export type LogoFieldProps = { current: string | null; file: File | null; onChange: (file: File | null) => void };

/** The company logo, uploaded with the record as multipart (field `company_logo`). */
export function LogoField({ current, file, onChange }: LogoFieldProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<{ sentence: string; code: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? current;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 p-4">
      <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {shown ? (
          <img src={shown} alt={t('adminClients.logo.alt')} className="size-full object-contain" />
        ) : (
          <span className="text-xs text-slate-600">{t('adminClients.logo.none')}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t('adminClients.logo.label')}
        </label>
        <input
          id={id}
          type="file"
          accept={TYPES.join(',')}
          className="mt-1.5 block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            if (f && !TYPES.includes(f.type)) {
              setError({ sentence: t('adminClients.logo.wrongType'), code: 'E-10534' });
              onChange(null);
            } else if (f && f.size > LOGO_MAX_BYTES) {
              setError({ sentence: t('adminClients.logo.tooLarge'), code: 'E-10065' });
              onChange(null);
            } else {
              setError(null);
              onChange(f);
            }
          }}
        />
        <p id={`${id}-hint`} className={`mt-1 text-xs ${error ? 'text-red-700' : 'text-slate-500'}`}>
          {error ? error.sentence : t('adminClients.logo.hint')}
        </p>
        {error && <ErrorCodeDetail code={error.code} className="text-red-700" />}
      </div>
      {file && (
        <button type="button" className="link text-sm" onClick={() => onChange(null)}>
          {t('adminClients.logo.removeNew')}
        </button>
      )}
    </div>
  );
}
