import { useEffect, useState, type ChangeEvent } from 'react';
import { useT } from '../../../i18n/browser';
import { messageFor } from '../../../shared/catalogue';
import { apiGet, apiPost } from '../../api/api-client';
import { describeError, toApiError } from '../../api/api-error';
import { showToast } from '../../toast/toast-store';

const MAX_BYTES = 5 * 1024 * 1024;

/** The profile picture: under 5 MB (E-10065), PNG, JPEG or WebP, checked and re-encoded by the server (E-10534). */
export function ProfileImageCard() {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  useEffect(() => {
    apiGet<{ profile_image: string | null }>('/profile-image')
      .then((r) => setUrl(r.profile_image))
      .catch(() => setUrl(null));
  }, []);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size >= MAX_BYTES) {
      setError(messageFor('E-10065'));
      return;
    }
    const body = new FormData();
    body.append('image', file);
    setBusy(true);
    try {
      const r = await apiPost<{ profile_image: string }>('/profile-image', body);
      setUrl(r.profile_image);
      showToast({ title: t('commerce.photo.updated') });
    } catch (err) {
      setError(describeError(toApiError(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="photo-h" className="card flex flex-wrap items-center gap-4 p-5">
      {url ? (
        <img src={url} alt={t('commerce.photo.alt')} className="size-16 rounded-2xl object-cover" />
      ) : (
        <span className="grid size-16 place-items-center rounded-2xl bg-slate-100 text-xs text-slate-700">
          {t('commerce.photo.none')}
        </span>
      )}
      <div className="flex flex-col gap-1">
        <h2 id="photo-h" className="text-base font-semibold text-slate-900">
          {t('commerce.photo.heading')}
        </h2>
        <label className="text-sm text-slate-700">
          <span className="sr-only">{t('commerce.photo.upload')}</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => void onFile(e)}
            disabled={busy}
          />
        </label>
        <p className="text-xs text-slate-500">{t('commerce.photo.formats')}</p>
        {error && (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
