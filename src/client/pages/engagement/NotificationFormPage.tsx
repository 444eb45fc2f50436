import { useState } from 'react';
import { useT } from '../../../i18n/browser';
import { useParams } from 'react-router';
import { EntityFormPage } from '../../forms/EntityFormPage';
import { getAdminNotification, notificationRecord, saveNotification } from './engagement-api';

/**
 * /admin/add-notification and /admin/edit-notification/:id, from the notification form definition,
 * with an optional image uploaded with the record (progress in whole percent, reset to 0 after).
 */
export function NotificationFormPage() {
  const t = useT();
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  return (
    <EntityFormPage
      formKey="notification"
      title={editId ? t('adminEngagement.notifications.edit') : t('adminEngagement.notifications.add')}
      description={t('adminEngagement.notifications.formDescription')}
      backTo="/admin/manage-notification"
      backLabel={t('adminEngagement.notifications.title')}
      initial={{
        type: 1,
        priority: 2,
        delivery: ['in_app'],
        client_type: [1],
        specific_clients: [],
        specific_partners: [],
        start_date: new Date().toISOString(),
        status: true,
      }}
      load={editId ? async (signal) => notificationRecord(await getAdminNotification(editId, signal)) : undefined}
      submit={(data) => saveNotification({ id: editId ?? undefined, data, image }, setProgress)}
      successMessage={editId ? t('adminEngagement.notifications.updated') : t('adminEngagement.notifications.added')}
      extra={
        <div className="flex flex-col gap-2">
          <label htmlFor="notification-image" className="text-sm font-medium text-slate-800">
            {t('adminEngagement.notifications.image')}
          </label>
          <input
            id="notification-image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="text-sm"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
          {progress > 0 && (
            <div className="flex items-center gap-2">
              <progress
                max={100}
                value={progress}
                aria-label={t('adminEngagement.notifications.uploadProgress')}
                className="w-48"
              />
              <span className="text-sm text-slate-600">{progress}%</span>
            </div>
          )}
        </div>
      }
    />
  );
}
