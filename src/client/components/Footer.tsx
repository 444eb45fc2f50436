import { Link } from 'react-router';
import { Logo } from './Logo';
import { useT, type MessageKey } from '../../i18n/browser';

/** The footer links of the spec: terms, return policy, privacy policy and disclaimer. */
export const FOOTER_LINKS = [
  { to: '/terms-conditions', label: 'footer.terms' },
  { to: '/return-policy', label: 'footer.returns' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/disclaimer', label: 'footer.disclaimer' },
] as const satisfies readonly { to: string; label: MessageKey }[];

export function Footer() {
  const t = useT();
  // Bottom room (pb-20) for the floating assistant button (fixed, bottom right), so it never covers the last links.
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-slate-500 pb-20 md:flex-row md:items-center md:justify-between md:px-8">
        <div className="flex items-center gap-3">
          <Logo compact />
          <span>{t('brand.tagline', { year: String(new Date().getFullYear()) })}</span>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-brand-700 hover:underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
