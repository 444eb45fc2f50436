import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../api/api-client';
import { isAbortError } from '../../../api/api-error';
import type { FormRecord } from '../../../forms/schema-validator';
import { useT } from '../../../../i18n/browser';

type Pkg = { id: number; name: string; status: number };
/**
 * package_id as a choice of the packages that exist (GET package-list, read each time the form opens, so a package
 * made a moment ago is there), instead of a bare number. An inactive package is listed but cannot be newly chosen
 * (E-10640); a company that already has one keeps it.
 */
export function PackageSelectWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  rawErrors,
  htmlName,
}: WidgetProps<FormRecord>) {
  const t = useT();
  const [packages, setPackages] = useState<Pkg[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<{ packages: Pkg[] }>('/package-list', { signal: controller.signal }).then(
      (r) => setPackages(r.packages),
      (e: unknown) => {
        if (!isAbortError(e)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);
  const current = typeof value === 'number' ? String(value) : '';
  return (
    <>
      <select
        id={id}
        name={htmlName || id}
        className="input appearance-auto"
        value={current}
        disabled={disabled || readonly || (!packages && !failed)}
        // Said while the list loads (a screen reader hears it is coming; the route check waits for it).
        aria-busy={!packages && !failed ? true : undefined}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
      >
        <option value="">{t('adminClients.package.none')}</option>
        {current && !packages?.some((p) => String(p.id) === current) && (
          <option value={current}>{t('adminClients.package.numbered', { id: current })}</option>
        )}
        {(packages ?? []).map((p) => (
          <option key={p.id} value={p.id} disabled={p.status !== 1 && String(p.id) !== current}>
            {p.status === 1 ? p.name : t('adminClients.package.inactive', { name: p.name })}
          </option>
        ))}
      </select>
      {failed && <p className="mt-1 text-xs text-red-700">{t('adminClients.package.loadFailed')}</p>}
    </>
  );
}
