import { useParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { EntityFormPage } from '../../forms/EntityFormPage';
import { getCta, saveCta } from './engagement-api';

/** /admin/add-cta and /admin/edit-cta/:id, from the cta form definition. */
export function CtaFormPage() {
  const t = useT();
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="cta"
      title={editId ? t('adminEngagement.cta.edit') : t('adminEngagement.cta.add')}
      description={t('adminEngagement.cta.formDescription')}
      backTo="/admin/manage-cta"
      backLabel={t('adminEngagement.cta.title')}
      initial={{ route: '/client/counselling', sort_order: 0, status: true }}
      load={
        editId
          ? async (signal) => {
              const { _id: _i, ...record } = await getCta(editId, signal);
              return record;
            }
          : undefined
      }
      submit={(data) => saveCta(data, editId ?? undefined)}
      successMessage={editId ? t('adminEngagement.cta.updated') : t('adminEngagement.cta.added')}
    />
  );
}
