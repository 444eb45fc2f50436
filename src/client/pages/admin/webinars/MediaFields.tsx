import type { Mode } from './webinar-form-state';
import type { WebinarAdmin } from './webinars-admin-api';
import { useT } from '../../../../i18n/browser';

/** The banner image and, for a recorded webinar, the video: the stored one shown until a new file is chosen. */
export function MediaFields({
  record,
  recorded,
  mode,
  readOnly,
  banner,
  video,
  onBanner,
  onVideo,
  fieldErr,
}: {
  record: WebinarAdmin | undefined;
  recorded: boolean;
  mode: Mode;
  readOnly: boolean;
  banner: File | null;
  video: File | null;
  onBanner: (file: File | null) => void;
  onVideo: (file: File | null) => void;
  fieldErr: (field: string) => string | null;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="wb-banner" className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('adminWebinars.media.banner')}
        </label>
        {record?.banner && !banner && (
          <img src={record.banner} alt={t('adminWebinars.media.currentBanner')} className="mb-2 h-20 rounded" />
        )}
        {!readOnly && (
          <input
            id="wb-banner"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => onBanner(e.target.files?.[0] ?? null)}
          />
        )}
      </div>
      {recorded && (
        <div>
          <label htmlFor="wb-video" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminWebinars.media.video')}
            {mode === 'add' && (
              <span className="text-red-600" aria-hidden="true">
                *
              </span>
            )}
          </label>
          {record?.video_url && !video && (
            <video src={record.video_url} controls preload="metadata" className="mb-2 h-24 rounded" />
          )}
          {!readOnly && (
            <input
              id="wb-video"
              type="file"
              accept="video/mp4,video/webm"
              aria-describedby={fieldErr('video') ? 'wb-video-error' : undefined}
              onChange={(e) => onVideo(e.target.files?.[0] ?? null)}
            />
          )}
          {fieldErr('video') && (
            <p id="wb-video-error" className="mt-1.5 text-sm text-red-700">
              {fieldErr('video')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
