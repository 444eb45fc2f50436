import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { BookIcon, UsersIcon } from '../../components/Icons';
import { useDocumentTitle } from '../../hooks/use-document-title';

const WAYS: Array<{ icon: typeof UsersIcon; title: string; text: string; link?: { to: string; label: string } }> = [
  {
    icon: UsersIcon,
    title: 'Through your employer',
    text: 'If your company or partner organisation offers FinWell, your account is created for you with your work email address. Ask your HR team whether FinWell is part of your benefits, then log in with that email.',
  },
  {
    icon: BookIcon,
    title: 'By buying a package',
    text: 'Individuals get an account when they buy a FinWell package or the stock market course. The account is created with the email address used for the purchase, and you log in with it.',
    link: { to: '/public-counselling', label: 'Book a counselling session now, no account needed' },
  },
];

/** How to get an account: there is no open self-registration, so this page explains the two ways in. */
export function SignupPage() {
  useDocumentTitle('Sign up');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 md:px-8 md:py-16">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Get started</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          How to get a FinWell account
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          FinWell accounts are not created on this page. You get one in either of the ways below, and then log in with
          your email address and a one-time password.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {WAYS.map(({ icon: Icon, title, text, link }) => (
          <li key={title} className="card p-6 md:p-8">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <Icon size={24} />
            </span>
            <h2 className="mt-5 text-lg font-semibold text-slate-900">{title}</h2>
            <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            {link && (
              <Link to={link.to} className="link mt-3 inline-block font-medium">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-6 py-8 text-center">
        <p className="font-medium text-brand-900">Already have an account with your work or purchase email?</p>
        <Link to="/login" className={buttonClass('primary', 'lg')}>
          Log in with OTP
        </Link>
        <p className="text-sm text-brand-800/80">
          You must be at least 18 to use FinWell. See the{' '}
          <Link to="/terms-conditions" className="link">
            Terms &amp; Conditions
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="link">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
