import { useT } from '../../../i18n/browser';
import { useParams, useSearchParams } from 'react-router';
import { COUNSELLOR_CATEGORY_SLUGS } from '../../../shared/route-guard';
import { InlineAlert } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { CounsellingBrowser } from './CounsellingBrowser';
import { MyBookings } from './MyBookings';
import { PendingNoteNotice, useNoteFromAddress } from './booking-note';

/** /client/counselling (also /client/counselling/<category-slug> and ?categoryId=): services, counsellors and my bookings. */
export function CounsellingPage() {
  const t = useT();
  useDocumentTitle(t('counselling.title'));
  const { category } = useParams();
  const [params] = useSearchParams();
  const categoryId =
    (category ? COUNSELLOR_CATEGORY_SLUGS[category] : undefined) ?? (Number(params.get('categoryId')) || undefined);
  const payment = params.get('payment');
  const note = useNoteFromAddress(params);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('counselling.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('counselling.intro')}</p>
      </header>
      <PendingNoteNotice note={note} />
      {payment === 'success' && <InlineAlert tone="success">{t('counselling.paymentSuccess')}</InlineAlert>}
      {payment === 'failed' && <InlineAlert>{t('counselling.paymentFailed')}</InlineAlert>}
      <MyBookings refreshKey={payment ? 1 : 0} />
      <CounsellingBrowser
        audience="client"
        detailsPath="/client/counselling/counsellor-details"
        categoryId={categoryId}
      />
    </div>
  );
}
