import { useEffect, useRef, type ReactNode } from 'react';

/** An ad as the `ad-views` beacon names it: a widget item, or a package's module ad. */
export type AdRef = { item_id: number } | { module_id: number };

/**
 * Where seen ads go (docs/reports.md "Ads"). The kit does not import the client's API (widgets/ must not
 * import src/client/); the client registers its sender (src/client/api/ad-views.ts, loaded after the home page's
 * first paint), which batches the ads of a page view and sends each at most once per page view. Ads seen before it
 * registers wait for it; previews (`ad` null) report nothing.
 */
let sender: ((ad: AdRef) => void) | null = null;
const waiting: AdRef[] = [];

export function setAdViewSender(send: (ad: AdRef) => void): void {
  sender = send;
  for (const ad of waiting.splice(0)) send(ad);
}

function reportSeen(ad: AdRef): void {
  if (sender) sender(ad);
  else waiting.push(ad);
}

/**
 * Wraps an ad and reports it as seen once at least half of it has been on screen (IntersectionObserver);
 * `ad` null (a preview) reports nothing.
 */
export function AdSeen({ ad, className, children }: { ad: AdRef | null; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = ad ? ('item_id' in ad ? `w${ad.item_id}` : `m${ad.module_id}`) : null;
  useEffect(() => {
    const el = ref.current;
    if (!ad || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          reportSeen(ad);
          io.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    io.observe(el);
    return () => io.disconnect();
    // The ad's key names it: a new object for the same ad is not a new ad.
  }, [key]);
  return (
    <div ref={ref} className={className} data-ad-seen={key ?? undefined}>
      {children}
    </div>
  );
}
