import { useEffect, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { isSuperAdmin } from '../../../../shared/roles';
import { formatINR } from '../../../../shared/format';
import { toApiError, type ApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { InlineAlert, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../session/session-context';
import { showToast } from '../../../toast/toast-store';
import { counsellingAdminApi } from './counselling-admin-api';
import { useT } from '../../../../i18n/browser';

/** /admin/counselling-charge: the default charge (₹0 to under ₹1,00,000); the super admin sets it, admins see it. */
export function CounsellingChargePage() {
  const t = useT();
  useDocumentTitle(t('adminCounselling.charge.documentTitle'));
  const { role } = useSession();
  const canEdit = role !== null && isSuperAdmin(role);
  const [current, setCurrent] = useState<number | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    counsellingAdminApi
      .charge()
      .then((c) => {
        setCurrent(c.charge);
        setValue(String(c.charge));
      })
      .catch((e: unknown) => setError(toApiError(e)));
  }, []);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await counsellingAdminApi.setCharge(Number(value));
      setCurrent(res.charge);
      showToast({ title: t('adminCounselling.charge.saved') });
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };
  if (current === null && !error) return <LoadingState />;
  return (
    <div className="flex max-w-lg flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminCounselling.charge.heading')}</h1>
      <p className="text-sm text-slate-600">
        {t('adminCounselling.charge.current', { amount: current === null ? '—' : formatINR(current) })}
      </p>
      {canEdit ? (
        <form onSubmit={save} noValidate className="card flex flex-col gap-4 p-5">
          <TextField
            label={t('adminCounselling.charge.label')}
            type="number"
            min={0}
            max={99999.99}
            step="0.01"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error?.fieldMap().charge?.message ?? null}
            hint={t('adminCounselling.charge.hint')}
          />
          {error && !error.fields.length && (
            <InlineAlert>
              <ErrorMessage error={error} />
            </InlineAlert>
          )}
          <div>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      ) : (
        <InlineAlert tone="info">{t('adminCounselling.charge.onlySuperAdmin')}</InlineAlert>
      )}
    </div>
  );
}
