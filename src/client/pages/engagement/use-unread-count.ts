import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { refreshUnread, subscribeUnread } from './unread-count';

/**
 * The header bell's unread count: read on mount, on every page change and every minute; the
 * notifications page publishes its changes at once (mark read). A failure keeps the last count
 * (the bell never breaks the header).
 */
export function useUnreadCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  const { pathname } = useLocation();
  useEffect(() => subscribeUnread(setCount), []);
  useEffect(() => {
    const controller = new AbortController();
    const tick = () => void refreshUnread(controller.signal).catch(() => undefined);
    tick();
    const timer = setInterval(tick, 60_000);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [pathname]);
  return count;
}
