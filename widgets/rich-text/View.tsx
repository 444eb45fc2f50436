import type { WidgetViewProps } from '../ui/landing-types';
import { WidgetEmpty } from '../ui/WidgetCard';
import { readRecord } from '../ui/widget-data';
import { useT } from '../../src/i18n/browser';

/**
 * Admin-written formatted text. data.html was sanitised by the server with an allow-list (no
 * scripts, styles, iframes or handlers; https links only), on save and again when resolved, so it
 * is the one field the renderer sets as HTML.
 */
export function RichTextView({ widget }: WidgetViewProps) {
  const t = useT();
  const data = readRecord(widget.data);
  const html = typeof data.html === 'string' ? data.html : '';
  return (
    <div className="card h-full p-5">
      {html.trim() ? (
        <div
          className="text-[0.95rem] leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mb-1 [&_h4]:font-semibold [&_hr]:my-4 [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_p:last-child]:mb-0 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <WidgetEmpty message={t('widgets.emptyText')} />
      )}
    </div>
  );
}
