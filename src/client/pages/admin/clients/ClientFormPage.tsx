import { useState } from 'react';
import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { IdpSettingsPanel } from './IdpSettingsPanel';
import type { FormRecord } from '../../../forms/schema-validator';
import { addClient, editClient, getClient } from './clients-api';
import { LogoField } from './LogoField';
import { PackageSelectWidget } from './PackageSelectWidget';

/** Labels for the core schema's codes (enums.json); a published uiSchema can still relabel them. */
const UI_DEFAULTS = {
  package_id: { 'ui:widget': 'PackageSelectWidget' },
  sso_type: { 'ui:enumNames': ['Google', 'Microsoft', 'None'] },
  client_configuration: {
    items: {
      type_of_login: { 'ui:enumNames': ['One-time password', 'Client URL', 'Single sign-on', 'URL with token'] },
    },
  },
};
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
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  const [logo, setLogo] = useState<File | null>(null);
  const [currentLogo, setCurrentLogo] = useState<string | null>(null);
  return (
    <>
      <EntityFormPage
        formKey="client"
        title={editId ? 'Edit client' : 'Add client'}
        description="Clients and partners, their login configuration and package. Extra fields come from the client form definition."
        backTo="/admin/manage-clients"
        backLabel="Clients & partners"
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
        successMessage={editId ? 'Client updated.' : 'Client added.'}
        extra={<LogoField current={currentLogo} file={logo} onChange={setLogo} />}
        uiDefaults={UI_DEFAULTS}
        widgets={WIDGETS}
      />
      {editId && <IdpSettingsPanel companyId={editId} />}
    </>
  );
}
