import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../components/Dialog';
import { SparkleIcon } from '../components/Icons';
import { LoadingState } from '../components/StateViews';
import { ensureErrorMessages, useT } from '../../i18n/browser';

/**
 * The chat's code (question box, answers, suggestions) loads when the popup first opens, with the error catalogue for
 * its word-count message (docs/performance.md).
 */
const AssistantChat = lazy(async () => {
  const [module] = await Promise.all([import('./AssistantChat'), ensureErrorMessages().catch(() => undefined)]);
  return { default: module.AssistantChat };
});

/**
 * The header's 'Ask me anything' button and its popup (docs/assistant.md). On
 * phones (under 770 px, where the header holds only the menu, logo and three icons) the button floats
 * at the bottom right instead, so the header still fits 390 px without sideways scrolling.
 */
export function AssistantButton({ floating = false }: { floating?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
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
      onClick={() => setOpen(true)}
      data-testid="assistant-open"
    >
      <SparkleIcon size={22} />
    </button>
  );
  return (
    <>
      {floating ? createPortal(<aside aria-label={t('assistant.region')}>{button}</aside>, document.body) : button}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('assistant.title')}
        description={t('assistant.description')}
        size="lg"
      >
        <Suspense fallback={<LoadingState />}>
          <AssistantChat onNavigate={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
