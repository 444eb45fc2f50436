import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { createWidgetItem, getWidgetItem, updateWidgetItem } from './widget-items-api';
import { useT } from '../../../../i18n/browser';

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** /admin/add-edit-widget(/:id): a widget message or ad, from the widget form definition. */
export function WidgetItemFormPage() {
  const t = useT();
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="widget"
      title={t(editId ? 'adminWidgets.form.edit' : 'adminWidgets.form.add')}
      description={t('adminWidgets.form.description')}
      backTo="/admin/manage-widgets"
      backLabel={t('adminWidgets.form.back')}
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
      successMessage={t(editId ? 'adminWidgets.form.updated' : 'adminWidgets.form.added')}
    />
  );
}
