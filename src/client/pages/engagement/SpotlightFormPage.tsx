import { useParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { EntityFormPage } from '../../forms/EntityFormPage';
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
        // Not pre-ticked: a default already made for the month would refuse the save (E-10433), and a ticked default
        // silently drops the companies chosen (issue 29).
        is_default: false,
        company_ids: [],
        status: true,
      }}
      load={editId ? async (signal) => spotlightRecord(await getSpotlight(editId, signal)) : undefined}
      submit={(data) => saveSpotlight(data, editId ?? undefined)}
      successMessage={editId ? t('adminEngagement.spotlights.updated') : t('adminEngagement.spotlights.added')}
      uiDefaults={{ is_default: { 'ui:help': t('adminEngagement.spotlights.defaultHelp') } }}
    />
  );
}
