import { Link } from 'react-router';
import { Logo } from './Logo';

/** The footer links of the spec: terms, return policy, privacy policy and disclaimer. */
export const FOOTER_LINKS = [
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-slate-500 md:flex-row md:items-center md:justify-between md:px-8">
        <div className="flex items-center gap-3">
          <Logo compact />
          <span>© {new Date().getFullYear()} FinWell. Financial wellbeing for everyone.</span>
        </div>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-brand-700 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
