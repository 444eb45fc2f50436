import { useState, type FormEvent } from 'react';
import { useT } from '../../../../i18n/browser';
import { apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/FormField';
import { showErrorToast, showToast } from '../../../toast/toast-store';

const EMPTY = { first_name: '', last_name: '', email: '', phone_number: '', status: '1', locale: '' };

/** One employee (POST end-user): the server's field errors show beside their fields. */
export function AddEmployeeForm({ companyId }: { companyId: number }) {
  const t = useT();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = (f: string) => error?.fields.find((e) => e.field === f)?.message ?? null;
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiPost('/end-user', {
        company_id: companyId,
        first_name: form.first_name,
        last_name: form.last_name || null,
        email: form.email,
        phone_number: form.phone_number || null,
        status: Number(form.status),
        locale: form.locale || null,
      });
      showToast({ title: t('adminEmployees.add.added', { email: form.email.trim().toLowerCase() }) });
      setForm(EMPTY);
    } catch (err) {
      const apiError = toApiError(err);
      setError(apiError);
      if (apiError.fields.length === 0) showErrorToast(apiError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="card flex flex-col gap-4 p-5"
      noValidate
      aria-labelledby="add-one"
    >
      <h2 id="add-one" className="text-lg font-semibold text-slate-900">
        {t('adminEmployees.add.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adminEmployees.add.firstName')}
          required
          value={form.first_name}
          onChange={set('first_name')}
          error={fieldError('first_name')}
          autoComplete="off"
        />
        <TextField
          label={t('adminEmployees.add.lastName')}
          value={form.last_name}
          onChange={set('last_name')}
          error={fieldError('last_name')}
          autoComplete="off"
        />
        <TextField
          label={t('adminEmployees.add.email')}
          required
          type="email"
          value={form.email}
          onChange={set('email')}
          error={fieldError('email')}
          autoComplete="off"
        />
        <TextField
          label={t('adminEmployees.add.mobile')}
          type="tel"
          inputMode="numeric"
          value={form.phone_number}
          onChange={set('phone_number')}
          error={fieldError('phone_number')}
          hint={t('adminEmployees.add.mobileHint')}
          autoComplete="off"
        />
        <SelectField
          label={t('adminEmployees.add.status')}
          value={form.status}
          onChange={set('status')}
          options={[
            { value: '1', label: t('adminEmployees.add.active') },
            { value: '2', label: t('adminEmployees.add.inactive') },
          ]}
        />
        <SelectField
          label={t('adminEmployees.add.language')}
          value={form.locale}
          onChange={set('locale')}
          placeholder={t('adminEmployees.add.languageUnset')}
          options={[
            { value: 'en-IN', label: t('adminEmployees.add.english') },
            { value: 'hi-IN', label: t('adminEmployees.add.hindi') },
          ]}
          hint={t('adminEmployees.add.languageHint')}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {t('adminEmployees.add.submit')}
        </Button>
      </div>
    </form>
  );
}
