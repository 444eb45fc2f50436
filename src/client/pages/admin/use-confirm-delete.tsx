import { useState, type ReactNode } from 'react';
import { toApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { t } from '../../../i18n/browser';

/**
 * The confirm step of an admin list's Delete button, once for every list: which row, the dialog, the call, its
 * toast (or the refusal's E-code toast, the dialog staying open), then `onDeleted` (reload the list). `remove`
 * answers the toast's title. Render `dialog` once in the page and call `ask(row)` from the row's button.
 */
export function useConfirmDelete<T>(opts: {
  remove: (row: T) => Promise<string>;
  onDeleted: () => void;
  title: (row: T) => string;
  description?: (row: T) => string;
  confirmLabel?: (row: T) => string;
}): { ask: (row: T) => void; dialog: ReactNode } {
  const [row, setRow] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setRow(null);
  const confirm = async (target: T) => {
    setBusy(true);
    try {
      showToast({ title: await opts.remove(target) });
      setRow(null);
      opts.onDeleted();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <Dialog
      open={row !== null}
      title={row === null ? '' : opts.title(row)}
      description={row === null ? undefined : opts.description?.(row)}
      onClose={close}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.keepIt')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => row !== null && void confirm(row)}>
            {row !== null && opts.confirmLabel ? opts.confirmLabel(row) : t('common.delete')}
          </Button>
        </div>
      }
    />
  );
  return { ask: setRow, dialog };
}
