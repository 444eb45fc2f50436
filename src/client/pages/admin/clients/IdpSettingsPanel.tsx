import { useEffect, useState, type FormEvent } from 'react';
import type { IdpSettings } from '../../../../shared/generated/api/auth/idp-settings';
import { apiGet, apiPut } from '../../../api/api-client';
import { Button } from '../../../components/Button';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { useT } from '../../../../i18n/browser';
import { Sentence } from '../../../components/Sentence';

type Stored = Omit<IdpSettings, 'client_secret'> & { client_secret_set: boolean };
type Answer = { settings: Stored | null; redirect_uri: string };

const list = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * A company's identity provider for single sign-on (docs/sso.md), on the edit-client page. The
 * client secret is write-only: the field stays empty and a saved secret is only reported as set.
 */
export function IdpSettingsPanel({ companyId }: { companyId: number }) {
  const t = useT();
  const [redirectUri, setRedirectUri] = useState('');
  const [secretSet, setSecretSet] = useState(false);
  const [provider, setProvider] = useState(1);
  const [issuer, setIssuer] = useState('https://accounts.google.com');
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [domains, setDomains] = useState('');
  const [hd, setHd] = useState('');
  const [tenants, setTenants] = useState('');
  const [jit, setJit] = useState(false);
  const [saving, setSaving] = useState(false);

  const apply = (a: Answer) => {
    setRedirectUri(a.redirect_uri);
    const s = a.settings;
    if (!s) return;
    setSecretSet(s.client_secret_set);
    setProvider(s.provider);
    setIssuer(s.issuer);
    setClientId(s.client_id);
    setDomains((s.allowed_domains ?? []).join(', '));
    setHd(s.google_hd ?? '');
    setTenants((s.entra_tenant_ids ?? []).join(', '));
    setJit(Boolean(s.jit_create));
  };

  useEffect(() => {
    const controller = new AbortController();
    apiGet<Answer>(`/company/sso-settings/${companyId}`, { signal: controller.signal }).then(apply, (e: unknown) =>
      showErrorToast(e),
    );
    return () => controller.abort();
  }, [companyId]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const body: IdpSettings = {
      provider: provider === 2 ? 2 : 1,
      issuer: issuer.trim(),
      client_id: clientId.trim(),
      allowed_domains: list(domains),
      google_hd: hd.trim() || null,
      entra_tenant_ids: list(tenants),
      jit_create: jit,
      ...(secret ? { client_secret: secret } : {}),
    };
    try {
      apply(await apiPut<Answer>(`/company/sso-settings/${companyId}`, body));
      setSecret('');
      showToast({ title: t('adminClients.sso.saved') });
    } catch (err) {
      showErrorToast(err);
    } finally {
      setSaving(false);
    }
  };

  const field = 'flex flex-col gap-1 text-sm text-slate-700';
  return (
    <section aria-labelledby="idp-heading" className="card mx-auto mt-5 w-full max-w-4xl p-6">
      <h2 id="idp-heading" className="text-lg font-semibold text-slate-900">
        {t('adminClients.sso.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Sentence k="adminClients.sso.intro" parts={{ uri: <code className="break-all">{redirectUri}</code> }} />
      </p>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className={field}>
          {t('adminClients.sso.provider')}
          <select className="input" value={provider} onChange={(e) => setProvider(Number(e.target.value))}>
            <option value={1}>{t('adminClients.sso.google')}</option>
            <option value={2}>{t('adminClients.sso.entra')}</option>
          </select>
        </label>
        <label className={field}>
          {t('adminClients.sso.issuer')}
          <input className="input" required value={issuer} onChange={(e) => setIssuer(e.target.value)} />
        </label>
        <label className={field}>
          {t('adminClients.sso.clientId')}
          <input className="input" required value={clientId} onChange={(e) => setClientId(e.target.value)} />
        </label>
        <label className={field}>
          {t('adminClients.sso.clientSecret')}{' '}
          {secretSet && <span className="text-slate-500">{t('adminClients.sso.secretStored')}</span>}
          <input
            className="input"
            type="password"
            autoComplete="new-password"
            required={!secretSet}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        </label>
        <label className={field}>
          {t('adminClients.sso.domains')}
          <input className="input" value={domains} onChange={(e) => setDomains(e.target.value)} />
        </label>
        {provider === 1 ? (
          <label className={field}>
            {t('adminClients.sso.googleDomain')}
            <input className="input" value={hd} onChange={(e) => setHd(e.target.value)} />
          </label>
        ) : (
          <label className={field}>
            {t('adminClients.sso.tenants')}
            <input className="input" value={tenants} onChange={(e) => setTenants(e.target.value)} />
          </label>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input type="checkbox" checked={jit} onChange={(e) => setJit(e.target.checked)} />
          {t('adminClients.sso.jit')}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" loading={saving}>
            {t('adminClients.sso.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
