import type { FormState } from './webinar-form-state';
import { EntityPicker } from '../../../forms/EntityPickerWidget';
import { useT, type MessageKey } from '../../../../i18n/browser';

type ListField = 'client_type' | 'specific_clients' | 'specific_partners';

/** Who sees the webinar (not for "Open to all"): client types, and for clients and partners the specific companies. */
export function AudienceFields({
  form,
  toggle,
  setIds,
  locked,
  fieldErr,
}: {
  form: FormState;
  toggle: (k: ListField, v: number) => void;
  setIds: (k: 'specific_clients' | 'specific_partners', ids: number[]) => void;
  locked: boolean;
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
        <CompanyChoice
          id="wb-specific-clients"
          source="clients"
          label={t('adminWebinars.audience.specificClients')}
          chosen={form.specific_clients}
          onChange={(ids) => setIds('specific_clients', ids)}
          locked={locked}
          error={fieldErr('specific_clients')}
        />
      )}
      {form.client_type.includes(4) && (
        <CompanyChoice
          id="wb-specific-partners"
          source="partners"
          label={t('adminWebinars.audience.specificPartners')}
          chosen={form.specific_partners}
          onChange={(ids) => setIds('specific_partners', ids)}
          locked={locked}
          error={fieldErr('specific_partners')}
        />
      )}
    </fieldset>
  );
}

/**
 * The specific clients or partners: the searchable picker (searched on the server by name, one kind only), so a
 * provider with hundreds of companies finds each one; chosen companies show as removable chips.
 */
function CompanyChoice({
  id,
  source,
  label,
  chosen,
  onChange,
  locked,
  error,
}: {
  id: string;
  source: 'clients' | 'partners';
  label: string;
  chosen: number[];
  onChange: (ids: number[]) => void;
  locked: boolean;
  error: string | null;
}) {
  const requiredHint = useT()('adminWebinars.audience.requiredHint');
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      {/* Required once Clients or Partners is ticked (E-10357 / E-10358): said before submit, not only after. */}
      <p
        id={`${id}-hint`}
        className={`mb-2 text-xs ${chosen.length ? 'text-slate-500' : 'text-amber-800'}`}
        data-required-hint
      >
        {requiredHint}
      </p>
      <EntityPicker
        id={id}
        source={source}
        multiple
        value={chosen}
        onChange={(v) => onChange(Array.isArray(v) ? v : [])}
        label={label}
        required
        locked={locked}
        invalid={Boolean(error)}
        describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
