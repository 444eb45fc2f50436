import { useCallback, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useInertBackground } from '../hooks/use-inert-background';
import { CloseIcon } from './Icons';
import { t } from '../../i18n/browser';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Called on Escape, the close button and a backdrop click; omit to make the dialog non-dismissable. */
  onClose?: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title, focus kept inside, Escape
 * closes, and the page behind is inert (not reachable by Tab or screen-reader browse).
 */
export function Dialog({ open, title, description, onClose, children, footer, size = 'md' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  const escape = useCallback(() => onClose?.(), [onClose]);
  // Inert first: its cleanup must lift inert before the trap's cleanup hands focus back.
  useInertBackground(open);
  useFocusTrap(panel, open, onClose ? escape : undefined);
  if (!open) return null;
  const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px] animate-[fade-in_150ms_ease-out]"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full ${widths[size]} flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl animate-[toast-in_180ms_ease-out] sm:rounded-2xl`}
      >
        <div className="flex items-start gap-4 px-6 pt-6">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && (
              <div id={descId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            )}
          </div>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              className="-m-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t('common.close')}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
