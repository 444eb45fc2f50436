import { useParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { EntityFormPage } from '../../forms/EntityFormPage';
import { CompanyChecklistWidget } from './CompanyChecklistWidget';
import { getSpotlight, saveSpotlight, spotlightRecord } from './engagement-api';

/** /admin/add-edit-spotlight(/:id), from the spotlight form definition. */
export function SpotlightFormPage() {
  const t = useT();
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="spotlight"
      title={editId ? t('adminEngagement.spotlights.edit') : t('adminEngagement.spotlights.add')}
      description={t('adminEngagement.spotlights.formDescription')}
      backTo="/admin/manage-monthly-spotlights"
      backLabel={t('adminEngagement.spotlights.title')}
      initial={{
        month: new Date().toISOString().slice(0, 7),
        target: 'client_partner',
        is_default: true,
        company_ids: [],
        status: true,
      }}
      load={editId ? async (signal) => spotlightRecord(await getSpotlight(editId, signal)) : undefined}
      submit={(data) => saveSpotlight(data, editId ?? undefined)}
      successMessage={editId ? t('adminEngagement.spotlights.updated') : t('adminEngagement.spotlights.added')}
      uiDefaults={{ company_ids: { 'ui:widget': 'companyChecklist', 'ui:options': { companyType: 0 } } }}
      widgets={{ companyChecklist: CompanyChecklistWidget }}
    />
  );
}
