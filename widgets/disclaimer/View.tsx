import { ShieldIcon } from '../ui/Icons';
import type { WidgetViewProps } from '../ui/landing-types';
import { readRecord } from '../ui/widget-data';
import { t } from '../../src/i18n/browser';

/** The company's disclaimer (or the page's own text), small and quiet at the foot of the page. */
export function DisclaimerView({ widget }: WidgetViewProps) {
  const data = readRecord(widget.data);
  const text = typeof data.text === 'string' ? data.text.trim() : '';
  return (
    <aside
      aria-label={t('landing.disclaimer')}
      className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white/70 px-5 py-4 text-xs leading-relaxed text-slate-600"
    >
      <ShieldIcon size={18} className="shrink-0 text-slate-400" aria-hidden="true" />
      <p className="whitespace-pre-line">{text || t('widgets.noDisclaimer')}</p>
    </aside>
  );
}
