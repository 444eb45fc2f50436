import { AccessibilityIcon } from '../components/ShellIcons';
import { openA11yPanel } from './a11y-panel-store';
import { useT } from '../../i18n/browser';

/** The header button that opens the panel; placed in every layout's header so it never covers content. */
export function A11yButton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={openA11yPanel}
      className={`rounded-full p-2.5 transition ${tone === 'dark' ? 'text-brand-100 hover:bg-white/10 hover:text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`}
      aria-label={t('a11y.open')}
      aria-haspopup="dialog"
      data-testid="a11y-button"
    >
      <AccessibilityIcon size={22} />
    </button>
  );
}
