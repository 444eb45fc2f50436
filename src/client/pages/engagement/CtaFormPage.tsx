import { useParams } from 'react-router';
import { EntityFormPage } from '../../forms/EntityFormPage';
import { getCta, saveCta } from './engagement-api';

/** /admin/add-cta and /admin/edit-cta/:id, from the cta form definition. */
export function CtaFormPage() {
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="cta"
      title={editId ? 'Edit call to action' : 'Add call to action'}
      description="The cta widget on the home page shows the first active one, in order."
      backTo="/admin/manage-cta"
      backLabel="Calls to action"
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
      successMessage={editId ? 'Call to action updated.' : 'Call to action added.'}
    />
  );
}
