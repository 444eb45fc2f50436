import { useState } from 'react';
import { formatDateIST } from '../../../../shared/format';
import { toApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { SelectField } from '../../../components/FormField';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../session/session-context';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { AdminList, RowActions, StatusBadge, type Paged } from '../AdminList';
import { FILTER_LABEL, FilterBar, FilterSelect, STATUS_OPTIONS, useDebouncedSearch } from '../ListFilters';
import { commerceAdminApi, downloadFile, ROLE_LABEL, type AdminPackage, type EndUser } from './commerce-admin-api';

type CompanyOption = { id: number; company_name: string };

function PackageDialog({ user, onClose, onDone }: { user: EndUser; onClose: () => void; onDone: () => void }) {
  const pkgs = useApiQuery<{ packages: AdminPackage[] }>('/package-list', { query: { status: 1 } });
  const [value, setValue] = useState(user.package_id ? String(user.package_id) : '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await commerceAdminApi.updateEndUser(user.id, { package_id: value ? Number(value) : null });
      showToast({ title: 'Package changed' });
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
      title={`Package of ${user.email}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            Save
          </Button>
        </>
      }
    >
      <SelectField
        label="Package"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="The company's package"
        options={(pkgs.data?.packages ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        hint="The user sees the new package at their next request."
      />
    </Dialog>
  );
}

/** /admin/manage-user: end users (search, company, status, role), activate or deactivate, change package, export. */
export function ManageUsersPage() {
  useDocumentTitle('Users');
  const { token } = useSession();
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
      showToast({ title: next === 2 ? `${toggling.email} deactivated` : `${toggling.email} activated` });
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
    downloadFile(`/end-user?${params.toString()}`, token, 'end-users.xlsx').catch((e: unknown) =>
      showErrorToast(toApiError(e)),
    );
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Users</h1>
        <Button variant="secondary" onClick={exportList}>
          Export to Excel
        </Button>
      </div>
      <FilterBar>
        <label htmlFor="user-search" className={FILTER_LABEL}>
          Search
          <input
            id="user-search"
            className="input"
            type="search"
            value={search}
            placeholder="Name, e-mail or user no."
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <FilterSelect
          id="user-company"
          label="Company"
          value={company}
          onChange={(v) => {
            setCompany(v);
            setPage(1);
          }}
          options={(companies.data?.companies ?? []).map((c) => ({ value: c.id, label: c.company_name }))}
        />
        <FilterSelect
          id="user-status"
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          id="user-role"
          label="User type"
          value={role}
          onChange={(v) => {
            setRole(v);
            setPage(1);
          }}
          options={Object.entries(ROLE_LABEL).map(([value, label]) => ({ value, label }))}
        />
      </FilterBar>
      <AdminList
        query={q}
        rows={q.data?.users}
        empty={<EmptyState title="No users match" />}
        caption="End users"
        minWidth="min-w-[56rem]"
        columns={['Name', 'E-mail', 'User type', 'Company', 'Package', 'Last login', 'Status']}
        paging={q.data}
        onPage={setPage}
        row={(u) => (
          <tr key={u.id} data-user={u.email}>
            <th scope="row" className="px-4 py-3 font-semibold">
              {[u.first_name, u.last_name].filter(Boolean).join(' ') || '—'}
            </th>
            <td className="px-4 py-3">{u.email}</td>
            <td className="px-4 py-3">{ROLE_LABEL[u.user_type] ?? u.user_type}</td>
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
                aria-label={`Change package of ${u.email}`}
              >
                Change package
              </button>
              <button
                type="button"
                className={`link ${u.status === 1 ? 'text-red-700' : ''}`}
                onClick={() => setToggling(u)}
                aria-label={`${u.status === 1 ? 'Deactivate' : 'Activate'} ${u.email}`}
              >
                {u.status === 1 ? 'Deactivate' : 'Activate'}
              </button>
            </RowActions>
          </tr>
        )}
      />
      <Dialog
        open={toggling !== null}
        title={toggling?.status === 1 ? `Deactivate ${toggling?.email ?? ''}?` : `Activate ${toggling?.email ?? ''}?`}
        size="sm"
        onClose={() => setToggling(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToggling(null)}>
              Cancel
            </Button>
            <Button variant={toggling?.status === 1 ? 'danger' : 'primary'} onClick={() => void toggle()}>
              {toggling?.status === 1 ? 'Deactivate' : 'Activate'}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {toggling?.status === 1
            ? 'The user is signed out at once and cannot log in until activated again.'
            : 'The user can log in again.'}
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
