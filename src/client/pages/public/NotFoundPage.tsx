import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-mono text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">We couldn&apos;t find that page</h1>
      <p className="mt-3 text-slate-600">The link may be old or mistyped. Head back to where you were going.</p>
      <Link to="/" className={`${buttonClass('primary')} mt-8`}>
        Go to FinWell
      </Link>
    </div>
  );
}
