import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/browser';
import { messageFor } from '../../../shared/catalogue';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { SelectField, TextField } from '../../components/FormField';
import { COUNTRIES, INDIAN_STATES, PLACE_KEYS } from '../client/indian-states';

export type BillingAddressValues = { address: string; pin_code: string; state: string; city: string; country: string };

/** The spec's billing address checks, with its codes E-10403 to E-10407 (docs/product-rules.md "Validation rules the browser repeats"). */
export function billingErrors(v: BillingAddressValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.address.trim()) e.address = messageFor('E-10403');
  if (!/^[0-9]{6}$/.test(v.pin_code)) e.pin_code = messageFor('E-10404');
  if (!v.state) e.state = messageFor('E-10405');
  if (!v.city.trim()) e.city = messageFor('E-10406');
  if (!v.country) e.country = messageFor('E-10407');
  return e;
}

/** The billing address popup asked before a paid purchase. */
export function BillingAddressDialog({
  open,
  amountLabel,
  onClose,
  onSubmit,
  busy,
  serverErrors = {},
}: {
  open: boolean;
  amountLabel: string;
  onClose: () => void;
  onSubmit: (v: BillingAddressValues) => void;
  busy: boolean;
  serverErrors?: Record<string, string>;
}) {
  const [v, setV] = useState<BillingAddressValues>({
    address: '',
    pin_code: '',
    state: '',
    city: '',
    country: 'India',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useT();
  const shown = { ...serverErrors, ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = billingErrors(v);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(v);
  };
  return (
    <Dialog
      open={open}
      title={t('commerce.billing.title')}
      description={t('commerce.billing.description')}
      onClose={onClose}
    >
      <form className="grid gap-4 md:grid-cols-2" onSubmit={submit} noValidate id="billing-form">
        <TextField
          label={t('commerce.billing.address')}
          required
          autoComplete="street-address"
          value={v.address}
          onChange={(e) => setV({ ...v, address: e.target.value })}
          error={shown.address ?? shown['billing_address.address']}
          containerClassName="md:col-span-2"
        />
        <TextField
          label={t('commerce.billing.pinCode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          value={v.pin_code}
          onChange={(e) => setV({ ...v, pin_code: e.target.value })}
          error={shown.pin_code ?? shown['billing_address.pin_code']}
        />
        <TextField
          label={t('commerce.billing.city')}
          required
          autoComplete="address-level2"
          value={v.city}
          onChange={(e) => setV({ ...v, city: e.target.value })}
          error={shown.city ?? shown['billing_address.city']}
        />
        <SelectField
          label={t('commerce.billing.state')}
          required
          value={v.state}
          onChange={(e) => setV({ ...v, state: e.target.value })}
          options={INDIAN_STATES.map((s) => ({ value: s, label: t(PLACE_KEYS[s]) }))}
          placeholder={t('commerce.billing.selectState')}
          error={shown.state ?? shown['billing_address.state']}
        />
        <SelectField
          label={t('commerce.billing.country')}
          required
          value={v.country}
          onChange={(e) => setV({ ...v, country: e.target.value })}
          options={COUNTRIES.map((s) => ({ value: s, label: t(PLACE_KEYS[s]) }))}
          placeholder={t('commerce.billing.selectCountry')}
          error={shown.country ?? shown['billing_address.country']}
        />
        <div className="flex flex-wrap justify-end gap-3 md:col-span-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('commerce.billing.back')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('commerce.billing.opening') : t('commerce.billing.continue', { amount: amountLabel })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
