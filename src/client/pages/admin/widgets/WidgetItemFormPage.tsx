import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { createWidgetItem, getWidgetItem, updateWidgetItem } from './widget-items-api';

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** /admin/add-edit-widget(/:id): a widget message or ad, from the widget form definition. */
export function WidgetItemFormPage() {
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="widget"
      title={editId ? 'Edit widget message' : 'Add widget message'}
      description="Shown by the ad banner (widget, webinar placements) and the monthly spotlight widgets between its dates. Clicks on ads are logged and open after 500 ms."
      backTo="/admin/manage-widgets"
      backLabel="Widgets & landing pages"
      initial={{
        placement: 'widget',
        start_date: isoIn(0),
        end_date: isoIn(30),
        is_default: true,
        is_retail: false,
        company_ids: [],
        status: 1,
      }}
      load={editId ? (signal) => getWidgetItem(editId, signal) : undefined}
      submit={(data) => (editId ? updateWidgetItem(editId, data) : createWidgetItem(data))}
      successMessage={editId ? 'Widget message updated.' : 'Widget message added.'}
    />
  );
}
