import { Button } from './Button';
import { useT } from '../../i18n/browser';

/** Previous / next paging for admin lists (current_page, total_page from the API). */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('common.pages')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span className="text-sm text-slate-600" aria-live="polite">
        {t('common.pageOf', { page, total: totalPages })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
