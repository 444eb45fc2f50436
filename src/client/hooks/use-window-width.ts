import { useSyncExternalStore } from 'react';

/**
 * The mobile layout follows the window width (docs/product-rules.md "Delays and limits"), with the
 * spec's breakpoints: under 400, 500, 770, 1025 and 1441 px. The same numbers are Tailwind's
 * xs/sm/md/lg/xl screens in styles.css.
 */
export const BREAKPOINTS = { xs: 400, sm: 500, md: 770, lg: 1025, xl: 1441 } as const;

/** Under 770 px the header collapses into the hamburger menu. */
export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.md;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const read = () => window.innerWidth;

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, read, () => 1280);
}
