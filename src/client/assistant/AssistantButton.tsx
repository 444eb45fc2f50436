import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { SparkleIcon } from '../components/ShellIcons';
import { ensurePageMessages, useT } from '../../i18n/browser';

/**
 * The popup's code (dialog, question box, answers, suggestions) loads when it first opens, with the pages' sentences
 * (the chat's and the error catalogue): docs/performance.md.
 */
const AssistantPopup = lazy(async () => {
  const [module] = await Promise.all([import('./AssistantPopup'), ensurePageMessages()]);
  return { default: module.AssistantPopup };
});

/**
 * The header's 'Ask me anything' button and its popup (docs/assistant.md). On
 * phones (under 770 px, where the header holds only the menu, logo and three icons) the button floats
 * at the bottom right instead, so the header still fits 390 px without sideways scrolling.
 */
export function AssistantButton({ floating = false }: { floating?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog's own closing (focus back to the button) still runs.
  const [opened, setOpened] = useState(false);
  // Portalled when floating: the header's backdrop filter would make it the box `fixed` is placed in.
  const button = (
    <button
      type="button"
      className={
        floating
          ? 'fixed right-4 bottom-4 z-40 rounded-full bg-brand-600 p-3.5 text-white shadow-lg hover:bg-brand-700'
          : 'rounded-full p-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900'
      }
      aria-label={t('assistant.title')}
      aria-haspopup="dialog"
      onClick={() => {
        setOpened(true);
        setOpen(true);
      }}
      data-testid="assistant-open"
    >
      <SparkleIcon size={22} />
    </button>
  );
  return (
    <>
      {floating ? createPortal(<aside aria-label={t('assistant.region')}>{button}</aside>, document.body) : button}
      {opened && (
        <Suspense fallback={null}>
          <AssistantPopup open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
