import { useId, useState } from 'react';
import { toApiError, type ApiError } from '../../../api/api-error';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { resumableUpload } from '../../learning/learning-api';
import { useT } from '../../../../i18n/browser';

const ACCEPT = {
  video: 'video/mp4,video/webm,.mp4,.webm',
  pdf: 'application/pdf,.pdf',
  image: 'image/png,image/jpeg,.png,.jpg,.jpeg',
};

/**
 * A file input that uploads at once through the resumable upload (docs/learning.md "Files") and
 * shows the progress in whole percent (0-100, back to 0 afterwards); answers the stored file's id.
 */
export function UploadField({
  label,
  kind,
  current,
  onUploaded,
  error,
  disabled,
  inputId,
  hideLabel,
}: {
  label: string;
  kind: 'video' | 'pdf' | 'image';
  current: string | null;
  onUploaded: (fileId: number, name: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** The input's id when a surrounding form template already renders the label (RJSF widgets). */
  inputId?: string;
  hideLabel?: boolean;
}) {
  const t = useT();
  const auto = useId();
  const id = inputId ?? auto;
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      const fileId = await resumableUpload(file, kind, setProgress);
      onUploaded(fileId, file.name);
    } catch (e) {
      setFailed(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      {!hideLabel && (
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        disabled={disabled || busy}
        className="block w-full text-sm"
        aria-describedby={`${id}-state`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <div id={`${id}-state`} className="mt-1.5 text-sm">
        {busy && (
          <div className="flex items-center gap-2">
            <progress
              className="h-2 flex-1"
              max={100}
              value={progress}
              aria-label={t('adminLearning.upload.progress', { label })}
            />
            <span className="w-12 text-right tabular-nums" data-upload-progress={progress}>
              {progress}%
            </span>
          </div>
        )}
        {!busy && current && <p className="text-slate-600">{t('adminLearning.upload.uploaded', { name: current })}</p>}
        {failed && (
          <p className="text-red-700" data-field-error>
            <ErrorMessage error={failed} />
          </p>
        )}
        {!failed && error && (
          <p className="text-red-700" data-field-error>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
