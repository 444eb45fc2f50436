import { Button } from '../../components/Button';
import { showErrorToast } from '../../toast/toast-store';

const KB = 1024;
export const fileSize = (bytes: number) =>
  bytes >= KB * KB ? `${(bytes / KB / KB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / KB))} KB`;

/** An assignment submission's file: its name and size, and a button that downloads it (the learner's and the admin's). */
export function SubmittedFile({
  file,
  label,
  download,
}: {
  file: { name: string; size: number };
  label: string;
  download: () => Promise<unknown>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className="break-all">
        {file.name} · {fileSize(file.size)}
      </span>
      <Button size="sm" variant="secondary" onClick={() => void download().catch((e: unknown) => showErrorToast(e))}>
        {label}
      </Button>
    </div>
  );
}
