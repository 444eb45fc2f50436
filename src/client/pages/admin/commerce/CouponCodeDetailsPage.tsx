import { Link, useParams } from 'react-router';
import { useT } from '../../../../i18n/browser';
import { formatDateTimeIST } from '../../../../shared/format';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { ArrowLeftIcon } from '../../../components/Icons';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast } from '../../../toast/toast-store';
import { AdminList } from '../AdminList';
import { COUPON_STATUS_LABEL, downloadFile, PAID_TO_LABEL, type Coupon, type CouponBatch } from './commerce-admin-api';

/** /admin/coupon-code-details/:id: a batch's codes with status Pending/Used and a spreadsheet download. */
export function CouponCodeDetailsPage() {
  const t = useT();
  useDocumentTitle(t('adminCommerce.coupons.docTitle'));
  const { id } = useParams();
  const q = useApiQuery<{ batch: CouponBatch; list: Coupon[] }>(`/coupon-code/${Number(id)}`);
  const download = () =>
    downloadFile(`/coupon-code/${Number(id)}?format=xlsx`, `coupons-batch-${Number(id)}.xlsx`).catch((e: unknown) =>
      showErrorToast(toApiError(e)),
    );
  const b = q.data?.batch;
  return (
    <div className="flex flex-col gap-5">
      <Link to="/admin/manage-packages" className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeftIcon size={16} /> {t('adminCommerce.coupons.back')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('adminCommerce.coupons.title')}</h1>
          {b && (
            <p className="text-sm text-slate-600">
              {t('adminCommerce.coupons.summary', {
                package: b.package_name,
                paidTo: PAID_TO_LABEL[b.paid_to] ? t(PAID_TO_LABEL[b.paid_to]) : String(b.paid_to),
                used: b.used,
                quantity: b.quantity,
              })}
            </p>
          )}
        </div>
        <Button variant="secondary" onClick={() => void download()} disabled={!q.data}>
          {t('adminCommerce.coupons.download')}
        </Button>
      </div>
      <AdminList
        query={q}
        rows={q.data?.list}
        empty={<EmptyState title={t('adminCommerce.coupons.empty')} />}
        caption={t('adminCommerce.coupons.caption')}
        minWidth="min-w-[36rem]"
        columns={[
          t('adminCommerce.coupons.colCode'),
          t('adminCommerce.coupons.colStatus'),
          t('adminCommerce.coupons.colUsedBy'),
          t('adminCommerce.coupons.colUsedAt'),
        ]}
        row={(c) => (
          <tr key={c.id}>
            <th scope="row" className="px-4 py-3 font-mono font-semibold">
              {c.code}
            </th>
            <td className="px-4 py-3">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.status === 'Pending' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
              >
                {t(COUPON_STATUS_LABEL[c.status])}
              </span>
            </td>
            <td className="px-4 py-3">{c.used_by_email ?? '—'}</td>
            <td className="px-4 py-3">{c.used_at ? formatDateTimeIST(c.used_at) : '—'}</td>
            <td />
          </tr>
        )}
      />
    </div>
  );
}
