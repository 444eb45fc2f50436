import { AccessibilityIcon } from '../components/Icons';
import { openA11yPanel } from './a11y-panel-store';

/** The header button that opens the panel; placed in every layout's header so it never covers content. */
export function A11yButton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <button
      type="button"
      onClick={openA11yPanel}
      className={`rounded-full p-2.5 transition ${tone === 'dark' ? 'text-brand-100 hover:bg-white/10 hover:text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`}
      aria-label="Accessibility options"
      aria-haspopup="dialog"
      data-testid="a11y-button"
    >
      <AccessibilityIcon size={22} />
    </button>
  );
}
