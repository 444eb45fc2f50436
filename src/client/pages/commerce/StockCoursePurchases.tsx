import { useEffect, useState } from 'react';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { useT } from '../../../i18n/browser';
import { formatDateIST, formatINR } from '../../../shared/format';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { InlineAlert } from '../../components/StateViews';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { commerceApi, type Purchase, type PurchaseState } from './commerce-api';
import { enumLabel } from '../../enum-labels';

/** The stock market course page's purchases: the one just paid for (ReturnedPurchase) and the user's list (MyPurchases). */

/**
 * After the checkout: ?purchase=<reference>&payment=success|failed shows the purchase's state from the server. A paid
 * purchase names the course, the amount paid, when, and the receipt number (issue 34); `onPaid` lets the page put the
 * booking form away until the person asks to book another course.
 */
export function ReturnedPurchase({ reference, onPaid }: { reference: string; onPaid?: () => void }) {
  const [state, setState] = useState<PurchaseState | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const t = useT();
  const lang = useAuthoredLang();
  useEffect(() => {
    commerceApi
      .purchase(reference)
      .then((s) => {
        setState(s);
        if (s.status === 2) onPaid?.();
      })
      .catch((e: unknown) => setError(toApiError(e)));
  }, [reference, onPaid]);
  if (error)
    return (
      <InlineAlert>
        <ErrorMessage error={error} />
      </InlineAlert>
    );
  if (!state) return null;
  const paid = state.status === 2;
  return (
    <InlineAlert tone={paid ? 'success' : state.status === 3 ? 'error' : 'info'}>
      <p className="font-semibold" data-purchase-status={state.status}>
        {paid ? t('commerce.course.booked') : enumLabel('purchaseStatus', state.status, state.status_label)}
      </p>
      {paid && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5" data-testid="purchase-receipt">
          <dt className="text-emerald-900/80">{t('commerce.course.receiptCourse')}</dt>
          <dd className="font-medium" lang={lang(state.course_name)}>
            {state.course_name}
          </dd>
          <dt className="text-emerald-900/80">{t('commerce.course.receiptPaid')}</dt>
          <dd className="font-medium">
            {formatINR(state.amount_paid, { paise: true })}
            {state.paid_at && ` · ${formatDateIST(state.paid_at)}`}
          </dd>
          <dt className="text-emerald-900/80">{t('commerce.course.receiptNumber')}</dt>
          <dd className="font-mono font-medium">{state.receipt}</dd>
        </dl>
      )}
      {paid && (
        <p className="mt-1">
          <a
            className="link font-medium"
            href={`/api/v1/public/stock-market-course/purchase/${encodeURIComponent(reference)}/receipt`}
            download
            data-testid="receipt-pdf"
          >
            {t('commerce.course.receiptDownload')}
          </a>
        </p>
      )}
      <p className="mt-1">{paid ? t('commerce.course.onTheWay') : t('commerce.course.bookAgain')}</p>
    </InlineAlert>
  );
}

export function MyPurchases({ purchases, onChanged }: { purchases: Purchase[]; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState<Purchase | null>(null);
  const t = useT();
  if (purchases.length === 0) return null;
  const cancel = async () => {
    if (!cancelling) return;
    try {
      const r = await commerceApi.cancel(cancelling._id);
      showToast({
        title:
          r.refunded_amount > 0
            ? t('commerce.course.refunded', { amount: formatINR(r.refunded_amount, { paise: true }) })
            : t('commerce.course.cancelled'),
      });
      onChanged();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setCancelling(null);
    }
  };
  return (
    <section aria-labelledby="my-purchases-h" className="card p-5">
      <h2 id="my-purchases-h" className="text-lg font-semibold text-slate-900">
        {t('commerce.course.myPurchases')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {purchases.map((p) => (
          <li key={p._id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">{p.course_name}</p>
              <p className="text-slate-600">
                {formatINR(p.final_price, { paise: true })} · {enumLabel('purchaseStatus', p.status, p.status_label)} ·{' '}
                {formatDateIST(p.created_at)}
              </p>
            </div>
            <div className="flex gap-3">
              {p.payment_link && (
                <a className="link" href={p.payment_link}>
                  {t('commerce.course.payNow')}
                </a>
              )}
              {(p.status === 1 || p.status === 2) && (
                <button
                  type="button"
                  className="link text-red-700"
                  onClick={() => setCancelling(p)}
                  aria-label={t('commerce.course.cancelNamed', { name: p.course_name })}
                >
                  {t('commerce.course.cancel')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={cancelling !== null}
        title={t('commerce.course.cancelTitle')}
        size="sm"
        onClose={() => setCancelling(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t('commerce.course.keep')}
            </Button>
            <Button variant="danger" onClick={() => void cancel()}>
              {t('commerce.course.cancelPurchase')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{t('commerce.course.cancelRules')}</p>
      </Dialog>
    </section>
  );
}
