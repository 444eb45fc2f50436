import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { IdpSettingsPanel } from './IdpSettingsPanel';
import type { FormRecord } from '../../../forms/schema-validator';
import { addClient, editClient, getClient } from './clients-api';
import { LogoField } from './LogoField';
import { PackageSelectWidget } from './PackageSelectWidget';
import { currentLocale, useT } from '../../../../i18n/browser';

/** Labels for the core schema's codes (enums.json), in the locale; a published uiSchema can still relabel them. */
const uiDefaults = (t: ReturnType<typeof useT>) => ({
  package_id: { 'ui:widget': 'PackageSelectWidget' },
  sso_type: {
    'ui:enumNames': [
      t('adminClients.form.ssoTypes.google'),
      t('adminClients.form.ssoTypes.microsoft'),
      t('adminClients.form.ssoTypes.none'),
    ],
  },
  client_configuration: {
    items: {
      type_of_login: {
        'ui:enumNames': [
          t('adminClients.form.loginTypes.otp'),
          t('adminClients.form.loginTypes.clientUrl'),
          t('adminClients.form.loginTypes.sso'),
          t('adminClients.form.loginTypes.urlWithToken'),
        ],
      },
    },
  },
});
const WIDGETS = { PackageSelectWidget };

function nextYear(d: Date): string {
  const n = new Date(d);
  n.setFullYear(n.getFullYear() + 1);
  return n.toISOString().slice(0, 10);
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new client starts as an active client with one configuration row for a year of OTP login. */
function newClient(): FormRecord {
  return {
    user_type: 3,
    status: 1,
    email_domains: [''],
    client_configuration: [
      { start_date: today(), end_date: nextYear(new Date()), session_time_out_duration: 30, type_of_login: 1 },
    ],
  };
}

/** /admin/add-client and /admin/edit-client/:id, from the published client form definition. */
export function ClientFormPage() {
  const t = useT();
  const locale = currentLocale();
  const labels = useMemo(() => uiDefaults(t), [t, locale]);
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  const [logo, setLogo] = useState<File | null>(null);
  const [currentLogo, setCurrentLogo] = useState<string | null>(null);
  return (
    <>
      <EntityFormPage
        formKey="client"
        title={editId ? t('adminClients.edit') : t('adminClients.add')}
        description={t('adminClients.form.description')}
        backTo="/admin/manage-clients"
        backLabel={t('adminClients.title')}
        initial={newClient()}
        load={
          editId
            ? async (signal) => {
                const record = await getClient(editId, signal);
                setCurrentLogo(typeof record.company_logo === 'string' ? record.company_logo : null);
                return record;
              }
            : undefined
        }
        submit={(data) => (editId ? editClient(editId, data, logo) : addClient(data, logo))}
        successMessage={editId ? t('adminClients.form.updated') : t('adminClients.form.added')}
        extra={<LogoField current={currentLogo} file={logo} onChange={setLogo} />}
        uiDefaults={labels}
        widgets={WIDGETS}
      />
      {editId && <IdpSettingsPanel companyId={editId} />}
    </>
  );
}
