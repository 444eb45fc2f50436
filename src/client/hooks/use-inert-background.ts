import { useEffect } from 'react';

let openCount = 0;

/** While a modal is open the app root is inert, so Tab and screen readers stay in the modal. */
export function useInertBackground(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.getElementById('root');
    openCount += 1;
    root?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) {
        root?.removeAttribute('inert');
        document.body.style.overflow = '';
      }
    };
  }, [active]);
}
