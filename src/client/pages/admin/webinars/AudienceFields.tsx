import type { Company, FormState } from './webinar-form-state';
import { useT, type MessageKey } from '../../../../i18n/browser';

type ListField = 'client_type' | 'specific_clients' | 'specific_partners';

/** Who sees the webinar (not for "Open to all"): client types, and for clients and partners the specific companies. */
export function AudienceFields({
  form,
  clients,
  partners,
  toggle,
  fieldErr,
}: {
  form: FormState;
  clients: Company[];
  partners: Company[];
  toggle: (k: ListField, v: number) => void;
  fieldErr: (field: string) => string | null;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="wb-ct-error">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {t('adminWebinars.audience.clientType')}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-4">
        {(
          [
            [1, 'adminWebinars.audience.clients'],
            [3, 'adminWebinars.audience.paidUsers'],
            [4, 'adminWebinars.audience.partners'],
          ] as const satisfies ReadonlyArray<readonly [number, MessageKey]>
        ).map(([v, label]) => (
          <label key={v} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.client_type.includes(Number(v))}
              onChange={() => toggle('client_type', Number(v))}
            />
            {t(label)}
          </label>
        ))}
      </div>
      <p id="wb-ct-error" className="text-sm text-red-700">
        {fieldErr('client_type')}
      </p>
      {form.client_type.includes(1) && (
        <Checklist
          legend={t('adminWebinars.audience.specificClients')}
          items={clients}
          chosen={form.specific_clients}
          onToggle={(v) => toggle('specific_clients', v)}
          error={fieldErr('specific_clients')}
        />
      )}
      {form.client_type.includes(4) && (
        <Checklist
          legend={t('adminWebinars.audience.specificPartners')}
          items={partners}
          chosen={form.specific_partners}
          onToggle={(v) => toggle('specific_partners', v)}
          error={fieldErr('specific_partners')}
        />
      )}
    </fieldset>
  );
}

function Checklist({
  legend,
  items,
  chosen,
  onToggle,
  error,
}: {
  legend: string;
  items: Company[];
  chosen: number[];
  onToggle: (id: number) => void;
  error: string | null;
}) {
  const requiredHint = useT()('adminWebinars.audience.requiredHint');
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {legend}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      {/* Required once Clients or Partners is ticked (E-10357 / E-10358): said before submit, not only after. */}
      <p className={`mb-2 text-xs ${chosen.length ? 'text-slate-500' : 'text-amber-800'}`} data-required-hint>
        {requiredHint}
      </p>
      <div className="flex flex-wrap gap-4">
        {items.map((c) => (
          <label key={c._id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={chosen.includes(Number(c._id))} onChange={() => onToggle(Number(c._id))} />
            {c.company_name}
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
