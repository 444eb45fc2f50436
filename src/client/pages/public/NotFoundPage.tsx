import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useT } from '../../../i18n/browser';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-mono text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
      <Link to="/" className={`${buttonClass('primary')} mt-8`}>
        {t('notFound.action')}
      </Link>
    </div>
  );
}
