import type { MouseEvent } from 'react';
import { useT } from '../../i18n/browser';

/**
 * First focusable element of every layout: jumps past the header to the page content. Focus is
 * moved by hand because a hash change would be taken as a navigation by the router.
 */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const t = useT();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const el = document.getElementById(target);
    if (!el) return;
    e.preventDefault();
    el.focus();
    el.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('common.skipToContent')}
    </a>
  );
}
