import { useId, useRef, useState, type FormEvent } from 'react';
import { messageFor, useT } from '../../../i18n/browser';
import { toApiError } from '../../api/api-error';
import { updateUserProfile } from '../../api/profile-api';
import type { UserProfile } from '../../api/types';
import { Button } from '../../components/Button';
import { SelectField, TextField, type TextFieldProps } from '../../components/FormField';
import { InlineAlert } from '../../components/StateViews';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { COUNTRIES, INDIAN_STATES, PLACE_KEYS } from './indian-states';
import { enumLabel } from '../../enum-labels';
import { AGE_RANGE_OPTIONS, GENDER_OPTIONS, PreferenceChips } from './PreferenceChips';
import {
  errorText,
  toFormValues,
  toProfileUpdate,
  validateProfile,
  type BillingValues,
  type ProfileFormValues,
} from './profile-form-model';
import { Section, withoutKey, type TextKey } from './profile-form-parts';

export type ProfileFormProps = { user: UserProfile; onSaved: (profile: UserProfile) => void };

/**
 * The editable profile. Checks run in the browser with the server's E-codes; field errors the
 * server returns (422, data.errors) are shown beside the same fields.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const t = useT();
  const stateOptions = INDIAN_STATES.map((s) => ({ value: s, label: t(PLACE_KEYS[s]) }));
  const countryOptions = COUNTRIES.map((c) => ({ value: c, label: t(PLACE_KEYS[c]) }));
  const genders = GENDER_OPTIONS.map((g) => ({ value: String(g.id), label: enumLabel('gender', g.id, g.label) }));
  const ages = AGE_RANGE_OPTIONS.map((a) => ({
    value: String(a.id),
    label: t('client.ageRange.years', { range: a.label }),
  }));
  const [initial, setInitial] = useState<ProfileFormValues>(() => toFormValues(user));
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const prefsLabel = useId();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const errorCount = Object.keys(errors).length;

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((current) => withoutKey(current, key));
  };
  const setBilling = (key: keyof BillingValues, value: string) => {
    setValues((v) => ({ ...v, billing: { ...v.billing, [key]: value } }));
    setErrors((current) => withoutKey(current, `billing_address.${key}`));
  };
  const err = (field: string) => (errors[field] ? errors[field] : null);
  const text = (field: TextKey, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      name={field}
      label={label}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={err(field)}
      {...extra}
    />
  );

  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const codes = validateProfile(values);
    if (Object.keys(codes).length > 0) {
      setErrors(Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, errorText(code)])));
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      const saved = await updateUserProfile(toProfileUpdate(values));
      const next = toFormValues(saved);
      setInitial(next);
      setValues(next);
      setErrors({});
      onSaved(saved);
      showToast({ title: messageFor('S-10006') });
    } catch (error) {
      const apiError = toApiError(error);
      const fieldErrors = apiError.fieldMap();
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.values(fieldErrors).map((f) => [f.field, errorText(f.code, f.message)])));
        focusFirstError();
      }
      showErrorToast(apiError);
    } finally {
      setSaving(false);
    }
  };

  const billingField = (key: keyof BillingValues, label: string) => (
    <TextField
      name={`billing_address.${key}`}
      label={label}
      required
      value={values.billing[key]}
      onChange={(e) => setBilling(key, e.target.value)}
      error={err(`billing_address.${key}`)}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="card overflow-hidden" aria-label={t('client.form.label')}>
      {errorCount > 0 && (
        <div className="px-5 pt-5 md:px-8">
          <InlineAlert>{t('client.form.fixErrors', { count: errorCount })}</InlineAlert>
        </div>
      )}
      <Section title={t('client.form.personal')} description={t('client.form.personalDescription')}>
        {text('first_name', t('client.form.firstName'), { required: true, autoComplete: 'given-name', maxLength: 50 })}
        {text('last_name', t('client.form.lastName'), { required: true, autoComplete: 'family-name', maxLength: 50 })}
        <TextField
          label={t('client.form.email')}
          value={user.email}
          readOnly
          disabled
          hint={t('client.form.emailHint')}
        />
        {text('phone_number', t('client.form.mobile'), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          placeholder: '98765 43210',
          hint: t('client.form.mobileHint'),
        })}
        <SelectField
          name="gender"
          label={t('client.form.gender')}
          value={values.gender}
          onChange={(e) => set('gender', e.target.value)}
          options={genders}
          placeholder={t('client.form.selectGender')}
          error={err('gender')}
        />
        <SelectField
          name="age_range"
          label={t('client.form.ageRange')}
          value={values.age_range}
          onChange={(e) => set('age_range', e.target.value)}
          options={ages}
          placeholder={t('client.form.selectAgeRange')}
          error={err('age_range')}
        />
      </Section>

      <Section title={t('client.form.address')} description={t('client.form.addressDescription')}>
        {text('address', t('client.form.address'), {
          autoComplete: 'street-address',
          containerClassName: 'sm:col-span-2',
          maxLength: 300,
        })}
        {text('pin_code', t('client.form.pinCode'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: 6,
          placeholder: '560001',
        })}
        {text('city_name', t('client.form.city'), { autoComplete: 'address-level2', maxLength: 80 })}
        <SelectField
          name="state"
          label={t('client.form.state')}
          value={values.state}
          onChange={(e) => set('state', e.target.value)}
          options={stateOptions}
          placeholder={t('client.form.selectState')}
          error={err('state')}
        />
        <SelectField
          name="country"
          label={t('client.form.country')}
          value={values.country}
          onChange={(e) => set('country', e.target.value)}
          options={countryOptions}
          placeholder={t('client.form.selectCountry')}
          error={err('country')}
        />
      </Section>

      <Section title={t('client.form.billing')} description={t('client.form.billingDescription')}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:col-span-2">
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={values.hasBilling}
              onChange={(e) => set('hasBilling', e.target.checked)}
            />
            {t('client.form.addBilling')}
          </label>
          {values.hasBilling && (
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 hover:underline"
              onClick={() =>
                set('billing', {
                  address: values.address,
                  pin_code: values.pin_code,
                  state: values.state,
                  city: values.city_name,
                  country: values.country || 'India',
                })
              }
            >
              {t('client.form.sameAsAddress')}
            </button>
          )}
        </div>
        {values.hasBilling && (
          <>
            <div className="sm:col-span-2">{billingField('address', t('client.form.billing'))}</div>
            {billingField('pin_code', t('client.form.pinCode'))}
            {billingField('city', t('client.form.city'))}
            <SelectField
              name="billing_address.state"
              label={t('client.form.state')}
              required
              value={values.billing.state}
              onChange={(e) => setBilling('state', e.target.value)}
              options={stateOptions}
              placeholder={t('client.form.selectState')}
              error={err('billing_address.state')}
            />
            <SelectField
              name="billing_address.country"
              label={t('client.form.country')}
              required
              value={values.billing.country}
              onChange={(e) => setBilling('country', e.target.value)}
              options={countryOptions}
              placeholder={t('client.form.selectCountry')}
              error={err('billing_address.country')}
            />
          </>
        )}
      </Section>

      <Section title={t('client.form.interests')} description={t('client.form.interestsDescription')}>
        <div className="sm:col-span-2">
          <p id={prefsLabel} className="mb-3 text-sm font-medium text-slate-700">
            {t('client.form.preferences')}
          </p>
          <PreferenceChips value={values.preferences} onChange={(p) => set('preferences', p)} labelledBy={prefsLabel} />
        </div>
      </Section>

      <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur xs:flex-row xs:items-center xs:justify-end md:px-8">
        {dirty && (
          <span className="text-sm text-slate-500 xs:mr-auto" role="status">
            {t('client.form.unsaved')}
          </span>
        )}
        <Button
          variant="secondary"
          disabled={!dirty || saving}
          onClick={() => {
            setValues(initial);
            setErrors({});
          }}
        >
          {t('client.form.discard')}
        </Button>
        <Button type="submit" loading={saving} disabled={!dirty}>
          {t('client.form.save')}
        </Button>
      </div>
    </form>
  );
}
