import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { linkKind } from './navigation';

/**
 * Opens a link after a delay (ads: 500 ms), cancelled if the widget goes away first. Portal
 * routes navigate in the app; https addresses open in a new tab (the same tab if blocked).
 * `pending` is the key of the link being opened, for an "Opening…" state.
 */
export function useDelayedOpen(delayMs: number) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const open = useCallback(
    (key: string, href: string) => {
      if (timer.current) clearTimeout(timer.current);
      setPending(key);
      timer.current = setTimeout(() => {
        timer.current = null;
        setPending(null);
        const kind = linkKind(href);
        if (kind === 'route') navigate(href);
        else if (kind === 'file') window.location.assign(href);
        else {
          // "noopener" in the features makes window.open answer null even when the tab opened, which read as
          // "blocked" and sent this tab away too; the opener is cut by hand instead.
          const opened = window.open(href, '_blank');
          if (opened) opened.opener = null;
          else window.location.assign(href);
        }
      }, delayMs);
    },
    [delayMs, navigate],
  );

  return { pending, open };
}
