import { useParams } from 'react-router';
import { EntityFormPage } from '../../forms/EntityFormPage';
import { CompanyChecklistWidget } from './CompanyChecklistWidget';
import { getSpotlight, saveSpotlight, spotlightRecord } from './engagement-api';

/** /admin/add-edit-spotlight(/:id), from the spotlight form definition. */
export function SpotlightFormPage() {
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="spotlight"
      title={editId ? 'Edit spotlight' : 'Add spotlight'}
      description="One spotlight per month for each audience: the default one for every client and partner, one per company, and one for retail users."
      backTo="/admin/manage-monthly-spotlights"
      backLabel="Monthly spotlights"
      initial={{
        month: new Date().toISOString().slice(0, 7),
        target: 'client_partner',
        is_default: true,
        company_ids: [],
        status: true,
      }}
      load={editId ? async (signal) => spotlightRecord(await getSpotlight(editId, signal)) : undefined}
      submit={(data) => saveSpotlight(data, editId ?? undefined)}
      successMessage={editId ? 'Spotlight updated.' : 'Spotlight added.'}
      uiDefaults={{ company_ids: { 'ui:widget': 'companyChecklist', 'ui:options': { companyType: 0 } } }}
      widgets={{ companyChecklist: CompanyChecklistWidget }}
    />
  );
}
