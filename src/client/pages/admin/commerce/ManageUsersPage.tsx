import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/browser';
import { formatDateIST } from '../../../../shared/format';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { SelectField } from '../../../components/FormField';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { AdminList, RowActions, StatusBadge, type Paged } from '../AdminList';
import { FILTER_LABEL, FilterBar, FilterSelect, STATUS_OPTIONS, useDebouncedSearch } from '../ListFilters';
import { commerceAdminApi, downloadFile, ROLE_LABEL, type AdminPackage, type EndUser } from './commerce-admin-api';

type CompanyOption = { id: number; company_name: string };

function PackageDialog({ user, onClose, onDone }: { user: EndUser; onClose: () => void; onDone: () => void }) {
  const pkgs = useApiQuery<{ packages: AdminPackage[] }>('/package-list', { query: { status: 1 } });
  const [value, setValue] = useState(user.package_id ? String(user.package_id) : '');
  const [busy, setBusy] = useState(false);
  const t = useT();
  const save = async () => {
    setBusy(true);
    try {
      await commerceAdminApi.updateEndUser(user.id, { package_id: value ? Number(value) : null });
      showToast({ title: t('adminCommerce.users.packageChanged') });
      onDone();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={t('adminCommerce.users.packageOf', { email: user.email })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('adminCommerce.users.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {t('adminCommerce.users.save')}
          </Button>
        </>
      }
    >
      <SelectField
        label={t('adminCommerce.users.package')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('adminCommerce.users.companyPackage')}
        options={(pkgs.data?.packages ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        hint={t('adminCommerce.users.packageHint')}
      />
    </Dialog>
  );
}

/** /admin/manage-user: end users (search, company, status, role), activate or deactivate, change package, export. */
export function ManageUsersPage() {
  const t = useT();
  useDocumentTitle(t('adminCommerce.users.docTitle'));
  const [page, setPage] = useState(1);
  const [company, setCompany] = useState('');
  const [status, setStatus] = useState('');
  const [role, setRole] = useState('');
  const { search, setSearch, query } = useDebouncedSearch(() => setPage(1));
  const [toggling, setToggling] = useState<EndUser | null>(null);
  const [changing, setChanging] = useState<EndUser | null>(null);
  const companies = useApiQuery<{ companies: CompanyOption[] }>('/company/get_all_client', {
    query: { page: 1, limit: 100 },
  });
  const filters = {
    ...(query ? { search: query } : {}),
    ...(company ? { company_id: Number(company) } : {}),
    ...(status ? { status: Number(status) } : {}),
    ...(role ? { user_type: Number(role) } : {}),
  };
  const q = useApiQuery<Paged<'users', EndUser>>('/end-user', { query: { page, limit: 20, ...filters } });
  const toggle = async () => {
    if (!toggling) return;
    const next = toggling.status === 1 ? 2 : 1;
    try {
      await commerceAdminApi.updateEndUser(toggling.id, { status: next });
      showToast({
        title:
          next === 2
            ? t('adminCommerce.users.deactivated', { email: toggling.email })
            : t('adminCommerce.users.activated', { email: toggling.email }),
      });
      q.reload();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setToggling(null);
    }
  };
  const exportList = () => {
    const params = new URLSearchParams({ format: 'xlsx' });
    for (const [k, v] of Object.entries(filters)) params.set(k, String(v));
    downloadFile(`/end-user?${params.toString()}`, 'end-users.xlsx').catch((e: unknown) =>
      showErrorToast(toApiError(e)),
    );
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminCommerce.users.title')}</h1>
        <div className="flex flex-wrap gap-3">
          <Link
            className={buttonClass()}
            to={company ? `/admin/manage-user/employees?company=${company}` : '/admin/manage-user/employees'}
          >
            {t('adminEmployees.open')}
          </Link>
          <Button variant="secondary" onClick={exportList}>
            {t('adminCommerce.users.export')}
          </Button>
        </div>
      </div>
      <FilterBar>
        <label htmlFor="user-search" className={FILTER_LABEL}>
          {t('adminCommerce.users.search')}
          <input
            id="user-search"
            className="input"
            type="search"
            value={search}
            placeholder={t('adminCommerce.users.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <FilterSelect
          id="user-company"
          label={t('adminCommerce.users.company')}
          value={company}
          onChange={(v) => {
            setCompany(v);
            setPage(1);
          }}
          options={(companies.data?.companies ?? []).map((c) => ({ value: c.id, label: c.company_name }))}
        />
        <FilterSelect
          id="user-status"
          label={t('adminCommerce.users.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          id="user-role"
          label={t('adminCommerce.users.userType')}
          value={role}
          onChange={(v) => {
            setRole(v);
            setPage(1);
          }}
          options={Object.entries(ROLE_LABEL).map(([value, label]) => ({ value, label: t(label) }))}
        />
      </FilterBar>
      <AdminList
        query={q}
        rows={q.data?.users}
        empty={<EmptyState title={t('adminCommerce.users.empty')} />}
        caption={t('adminCommerce.users.caption')}
        minWidth="min-w-[56rem]"
        columns={[
          t('adminCommerce.users.colName'),
          t('adminCommerce.users.colEmail'),
          t('adminCommerce.users.colUserType'),
          t('adminCommerce.users.colCompany'),
          t('adminCommerce.users.colPackage'),
          t('adminCommerce.users.colLastLogin'),
          t('adminCommerce.users.colStatus'),
        ]}
        paging={q.data}
        onPage={setPage}
        row={(u) => (
          <tr key={u.id} data-user={u.email}>
            <th scope="row" className="px-4 py-3 font-semibold">
              {[u.first_name, u.last_name].filter(Boolean).join(' ') || '—'}
            </th>
            <td className="px-4 py-3">{u.email}</td>
            <td className="px-4 py-3">{ROLE_LABEL[u.user_type] ? t(ROLE_LABEL[u.user_type]) : u.user_type}</td>
            <td className="px-4 py-3">{u.company_name ?? '—'}</td>
            <td className="px-4 py-3">{u.package_name ?? '—'}</td>
            <td className="px-4 py-3">{u.last_login_at ? formatDateIST(u.last_login_at) : '—'}</td>
            <td className="px-4 py-3">
              <StatusBadge status={u.status} />
            </td>
            <RowActions>
              <button
                type="button"
                className="link"
                onClick={() => setChanging(u)}
                aria-label={t('adminCommerce.users.changePackageOf', { email: u.email })}
              >
                {t('adminCommerce.users.changePackage')}
              </button>
              <button
                type="button"
                className={`link ${u.status === 1 ? 'text-red-700' : ''}`}
                onClick={() => setToggling(u)}
                aria-label={
                  u.status === 1
                    ? t('adminCommerce.users.deactivateNamed', { email: u.email })
                    : t('adminCommerce.users.activateNamed', { email: u.email })
                }
              >
                {u.status === 1 ? t('adminCommerce.users.deactivate') : t('adminCommerce.users.activate')}
              </button>
            </RowActions>
          </tr>
        )}
      />
      <Dialog
        open={toggling !== null}
        title={
          toggling?.status === 1
            ? t('adminCommerce.users.deactivateTitle', { email: toggling.email })
            : t('adminCommerce.users.activateTitle', { email: toggling?.email ?? '' })
        }
        size="sm"
        onClose={() => setToggling(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToggling(null)}>
              {t('adminCommerce.users.cancel')}
            </Button>
            <Button variant={toggling?.status === 1 ? 'danger' : 'primary'} onClick={() => void toggle()}>
              {toggling?.status === 1 ? t('adminCommerce.users.deactivate') : t('adminCommerce.users.activate')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {toggling?.status === 1 ? t('adminCommerce.users.deactivateText') : t('adminCommerce.users.activateText')}
        </p>
      </Dialog>
      {changing && (
        <PackageDialog
          user={changing}
          onClose={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            q.reload();
          }}
        />
      )}
    </div>
  );
}
