import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../../../i18n/browser';
import { formatDateIST, formatINR } from '../../../../shared/format';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { SelectField, TextField } from '../../../components/FormField';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { AdminList, RowActions, StatusBadge } from '../AdminList';
import { FilterBar, FilterSelect } from '../ListFilters';
import { useConfirmDelete } from '../use-confirm-delete';
import {
  APPLICABLE_TO_LABEL,
  commerceAdminApi,
  PAID_TO_LABEL,
  PRICE_TYPE_LABEL,
  type AdminPackage,
  type CouponBatch,
} from './commerce-admin-api';

function GenerateDialog({
  packages,
  onClose,
  onDone,
}: {
  packages: AdminPackage[];
  onClose: () => void;
  onDone: () => void;
}) {
  const active = packages.filter((p) => p.status === 1);
  const [packageId, setPackageId] = useState(String(active[0]?.id ?? ''));
  const [paidTo, setPaidTo] = useState('3');
  const [quantity, setQuantity] = useState('10');
  const [validUntil, setValidUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const b = await commerceAdminApi.generateCoupons({
        package_id: Number(packageId),
        paid_to: Number(paidTo) as 1 | 2 | 3,
        quantity: Number(quantity),
        ...(validUntil ? { valid_until: validUntil } : {}),
      });
      showToast({ title: t('adminCommerce.generate.generated', { n: b.quantity }) });
      onDone();
    } catch (err) {
      showErrorToast(toApiError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={t('adminCommerce.generate.title')} onClose={onClose}>
      <form className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <SelectField
          label={t('adminCommerce.generate.package')}
          required
          value={packageId}
          onChange={(e) => setPackageId(e.target.value)}
          options={active.map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <SelectField
          label={t('adminCommerce.generate.paidTo')}
          required
          value={paidTo}
          onChange={(e) => setPaidTo(e.target.value)}
          options={Object.entries(PAID_TO_LABEL).map(([value, label]) => ({ value, label: t(label) }))}
        />
        <TextField
          label={t('adminCommerce.generate.howMany')}
          type="number"
          min={1}
          max={5000}
          required
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <TextField
          label={t('adminCommerce.generate.validUntil')}
          type="date"
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
        />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('adminCommerce.generate.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !packageId}>
            {busy ? t('adminCommerce.generate.generating') : t('adminCommerce.generate.generate')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** /admin/manage-packages: packages (filter by applicable-to), coupon batches and their generation. */
export function ManagePackagesPage() {
  const t = useT();
  useDocumentTitle(t('adminCommerce.packages.docTitle'));
  const [applicable, setApplicable] = useState('');
  const [generating, setGenerating] = useState(false);
  const pkgs = useApiQuery<{ packages: AdminPackage[] }>('/package-list', {
    query: applicable ? { applicable_to: Number(applicable) } : {},
  });
  const batches = useApiQuery<{ list: CouponBatch[] }>('/coupon-code');
  const labelOf = (map: Record<number, MessageKey>, v: number) => (map[v] ? t(map[v]) : String(v));
  const del = useConfirmDelete<AdminPackage>({
    remove: async (p) => (
      await commerceAdminApi.deletePackage(p.id),
      t('adminCommerce.packages.deleted', { name: p.name })
    ),
    onDeleted: pkgs.reload,
    title: (p) => t('adminCommerce.packages.deleteTitle', { name: p.name }),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminCommerce.packages.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setGenerating(true)} disabled={!pkgs.data}>
            {t('adminCommerce.packages.generate')}
          </Button>
          <Link to="/admin/add-edit-packages" className={buttonClass('primary')}>
            {t('adminCommerce.packages.add')}
          </Link>
        </div>
      </div>
      <FilterBar>
        <FilterSelect
          id="pkg-applicable"
          label={t('adminCommerce.packages.applicableTo')}
          value={applicable}
          onChange={setApplicable}
          options={Object.entries(APPLICABLE_TO_LABEL).map(([value, label]) => ({ value, label: t(label) }))}
        />
      </FilterBar>
      <AdminList
        query={pkgs}
        rows={pkgs.data?.packages}
        empty={<EmptyState title={t('adminCommerce.packages.empty')} />}
        caption={t('adminCommerce.packages.caption')}
        minWidth="min-w-[48rem]"
        columns={[
          t('adminCommerce.packages.colName'),
          t('adminCommerce.packages.colApplicableTo'),
          t('adminCommerce.packages.colPriceType'),
          t('adminCommerce.packages.colCharge'),
          t('adminCommerce.packages.colModules'),
          t('adminCommerce.packages.colStatus'),
        ]}
        row={(p) => (
          <tr key={p.id}>
            <th scope="row" className="px-4 py-3 font-semibold">
              {p.name}
            </th>
            <td className="px-4 py-3">{labelOf(APPLICABLE_TO_LABEL, p.applicable_to)}</td>
            <td className="px-4 py-3">{labelOf(PRICE_TYPE_LABEL, p.price_type)}</td>
            <td className="px-4 py-3 tabular-nums">{formatINR(p.charge)}</td>
            <td className="px-4 py-3 tabular-nums">{p.modules.length}</td>
            <td className="px-4 py-3">
              <StatusBadge status={p.status} />
            </td>
            <RowActions>
              <Link
                to={`/admin/add-edit-packages/${p.id}`}
                className="link"
                aria-label={t('adminCommerce.packages.editNamed', { name: p.name })}
              >
                {t('adminCommerce.packages.edit')}
              </Link>
              <button
                type="button"
                className="link text-red-700"
                onClick={() => del.ask(p)}
                aria-label={t('adminCommerce.packages.deleteNamed', { name: p.name })}
              >
                {t('adminCommerce.packages.delete')}
              </button>
            </RowActions>
          </tr>
        )}
      />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('adminCommerce.packages.batches')}</h2>
      <AdminList
        query={batches}
        rows={batches.data?.list}
        empty={<EmptyState title={t('adminCommerce.packages.batchesEmpty')} />}
        caption={t('adminCommerce.packages.batchesCaption')}
        minWidth="min-w-[44rem]"
        columns={[
          t('adminCommerce.packages.colPackage'),
          t('adminCommerce.packages.colPaidTo'),
          t('adminCommerce.packages.colCodes'),
          t('adminCommerce.packages.colUsed'),
          t('adminCommerce.packages.colValidUntil'),
          t('adminCommerce.packages.colCreated'),
        ]}
        row={(b) => (
          <tr key={b.id}>
            <th scope="row" className="px-4 py-3 font-semibold">
              {b.package_name}
            </th>
            <td className="px-4 py-3">{labelOf(PAID_TO_LABEL, b.paid_to)}</td>
            <td className="px-4 py-3 tabular-nums">{b.quantity}</td>
            <td className="px-4 py-3 tabular-nums">{b.used}</td>
            <td className="px-4 py-3">{b.valid_until ? formatDateIST(`${b.valid_until}T00:00:00+05:30`) : '—'}</td>
            <td className="px-4 py-3">{formatDateIST(b.created_at)}</td>
            <RowActions>
              <Link
                to={`/admin/coupon-code-details/${b.id}`}
                className="link"
                aria-label={t('adminCommerce.packages.viewCodesNamed', { id: b.id, name: b.package_name })}
              >
                {t('adminCommerce.packages.viewCodes')}
              </Link>
            </RowActions>
          </tr>
        )}
      />
      {generating && pkgs.data && (
        <GenerateDialog
          packages={pkgs.data.packages}
          onClose={() => setGenerating(false)}
          onDone={() => {
            setGenerating(false);
            batches.reload();
          }}
        />
      )}
      {del.dialog}
    </div>
  );
}
