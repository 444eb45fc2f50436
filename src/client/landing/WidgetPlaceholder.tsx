import { ErrorCodeDetail } from '../components/ErrorMessage';
import { AlertIcon } from '../components/Icons';
import type { RenderMode, ResolvedWidget } from '../../../widgets/ui/landing-types';
import { useT } from '../../i18n/browser';

export type PlaceholderKind = 'unknown_type' | 'invalid' | 'data_error' | 'crashed';

const ADMIN_TEXT: Record<PlaceholderKind, string> = {
  unknown_type: 'Unknown widget type',
  invalid: 'Settings are not valid',
  data_error: 'Its data could not be loaded',
  crashed: 'It failed to display',
};

export type WidgetPlaceholderProps = {
  widget: ResolvedWidget;
  kind: PlaceholderKind;
  mode: RenderMode;
  detail?: string;
  /** The E-code behind a data error: shown in the detail line (ErrorCodeDetail), never in the sentence. */
  code?: string;
};

/**
 * What replaces a widget that cannot be shown. Employees see one quiet line (the rest of the page
 * renders normally); in the designer's preview the admin sees why.
 */
export function WidgetPlaceholder({ widget, kind, mode, detail, code }: WidgetPlaceholderProps) {
  const t = useT();
  const preview = mode === 'preview';
  return (
    <div
      role="note"
      data-widget-placeholder={kind}
      className={`flex h-full min-h-16 items-start gap-3 rounded-2xl border border-dashed px-4 py-3 text-sm ${preview ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-white/60 text-slate-500'}`}
    >
      <AlertIcon size={18} className={`mt-0.5 shrink-0 ${preview ? 'text-amber-600' : 'text-slate-400'}`} />
      <div className="min-w-0">
        <p>{preview ? `${ADMIN_TEXT[kind]}: ${widget.type} “${widget.id}”` : t('landing.sectionUnavailable')}</p>
        {preview && detail && <p className="mt-1 text-xs break-words text-amber-800">{detail}</p>}
        {code && <ErrorCodeDetail code={code} className={`mt-0.5 ${preview ? 'text-amber-800' : 'text-slate-600'}`} />}
      </div>
    </div>
  );
}
