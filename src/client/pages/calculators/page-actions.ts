import { useEffect, useRef } from 'react';
import { showToast } from '../../toast/toast-store';
import { recordCalculatorOpen } from './calculators-api';
import { t } from '../../../i18n/browser';

/**
 * Opening a calculator page (formula or mutual-fund) counts once per mount, even where React runs
 * effects twice in development: card popularity and the activity log.
 */
export function useRecordOpen(id: number): void {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (recorded.current === id) return;
    recorded.current = id;
    recordCalculatorOpen(id).catch(() => undefined);
  }, [id]);
}

/** "Copy link": the address holds the page's inputs, so the link reopens the same result. */
export async function copyPageLink(whatTheLinkHolds: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showToast({ title: t('calculators.toast.linkCopied'), description: whatTheLinkHolds });
  } catch {
    showToast({
      title: t('calculators.toast.copyAddress'),
      description: t('calculators.toast.copyBlocked'),
    });
  }
}
