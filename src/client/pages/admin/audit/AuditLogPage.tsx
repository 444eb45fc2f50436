import { useState } from 'react';
import { formatDateTimeIST } from '../../../../shared/format';
import { useApiQuery } from '../../../api/use-api-query';
import { ShieldIcon } from '../../../components/Icons';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { SuperAdminOnly } from '../admins/SuperAdminOnly';
import { AdminList } from '../AdminList';
import { FILTER_LABEL, FilterBar, FilterSelect, useDebouncedSearch } from '../ListFilters';
import { t, useT, type MessageKey } from '../../../../i18n/browser';

type Json = Record<string, unknown> | null;
export type AuditEntry = {
  id: number;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  route: string;
  before: Json;
  after: Json;
};
type AuditPage = { entries: AuditEntry[]; total: number; current_page: number; total_page: number };

/** The record types and actions of the log, with their labels' message keys. */
const ENTITY_LABEL: Record<string, MessageKey> = {
  client: 'adminAudit.entities.client',
  user: 'adminAudit.entities.user',
  widget: 'adminAudit.entities.widget',
  page: 'adminAudit.entities.page',
  form: 'adminAudit.entities.form',
  counsellor: 'adminAudit.entities.counsellor',
  booking: 'adminAudit.entities.booking',
  'booking-upload': 'adminAudit.entities.bookingUpload',
  'discount-code': 'adminAudit.entities.discountCode',
  setting: 'adminAudit.entities.setting',
  other: 'adminAudit.entities.other',
};
const ACTION_LABEL: Record<string, MessageKey> = {
  create: 'adminAudit.actions.create',
  update: 'adminAudit.actions.update',
  delete: 'adminAudit.actions.delete',
};
/** A code's label in the locale; a code the map lacks shows as stored. */
const labelOf = (labels: Record<string, MessageKey>, code: string) => (labels[code] ? t(labels[code]) : code);
const optionsOf = (labels: Record<string, MessageKey>) =>
  Object.keys(labels).map((value) => ({ value, label: labelOf(labels, value) }));

/** The fields whose value differs between before and after (all of `after` for a creation). */
export function changedFields(before: Json, after: Json): Array<{ field: string; from: string; to: string }> {
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('updated_at');
  return [...keys]
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]))
    .map((k) => ({ field: k, from: show(before?.[k]), to: show(after?.[k]) }));
}

/** /admin/audit-log (super admin): who changed which record, before and after (docs/security.md "Audit log"). */
export function AuditLogPage() {
  const t = useT();
  useDocumentTitle(t('adminAudit.title'));
  return (
    <SuperAdminOnly>
      <AuditLog />
    </SuperAdminOnly>
  );
}

function AuditLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actor = useDebouncedSearch(() => setPage(1));
  const { data, error, loading, reload } = useApiQuery<AuditPage>('/audit-log', {
    query: { page, page_size: 25, entity, action, actor: actor.query, from, to },
  });
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('adminAudit.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('adminAudit.intro')}</p>
      </div>
      <FilterBar>
        <label htmlFor="audit-actor" className={FILTER_LABEL}>
          {t('adminAudit.filters.actor')}
          <input
            id="audit-actor"
            className="input"
            type="search"
            value={actor.search}
            onChange={(e) => actor.setSearch(e.target.value)}
          />
        </label>
        <FilterSelect
          id="audit-entity"
          label={t('adminAudit.filters.entity')}
          value={entity}
          onChange={(v) => {
            setEntity(v);
            setPage(1);
          }}
          options={optionsOf(ENTITY_LABEL)}
        />
        <FilterSelect
          id="audit-action"
          label={t('adminAudit.filters.action')}
          value={action}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          options={optionsOf(ACTION_LABEL)}
        />
        <label htmlFor="audit-from" className={FILTER_LABEL}>
          {t('adminAudit.filters.from')}
          <input
            id="audit-from"
            className="input"
            type="date"
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label htmlFor="audit-to" className={FILTER_LABEL}>
          {t('adminAudit.filters.to')}
          <input
            id="audit-to"
            className="input"
            type="date"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </FilterBar>
      <AdminList
        query={{ error, loading, reload }}
        rows={data?.entries}
        loadingLabel={t('adminAudit.loading')}
        empty={<EmptyState icon={<ShieldIcon size={26} />} title={t('adminAudit.empty')} />}
        caption={t('adminAudit.title')}
        minWidth="min-w-[56rem]"
        columns={[
          t('adminAudit.columns.when'),
          t('adminAudit.columns.admin'),
          t('adminAudit.columns.action'),
          t('adminAudit.columns.record'),
          t('adminAudit.columns.changes'),
        ]}
        paging={data}
        onPage={setPage}
        row={(e) => {
          const changes = changedFields(e.before, e.after);
          return (
            <tr key={e.id} data-testid="audit-entry">
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDateTimeIST(e.at)}</td>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {e.actor_email ?? `#${e.actor_id ?? '?'}`}
              </th>
              <td className="px-4 py-3">{labelOf(ACTION_LABEL, e.action)}</td>
              <td className="px-4 py-3">
                {labelOf(ENTITY_LABEL, e.entity)}{' '}
                {e.entity_id ? <span className="font-mono text-xs">#{e.entity_id}</span> : null}
              </td>
              <td className="px-4 py-3">
                {changes.length === 0 ? (
                  <span className="text-slate-500">{t('adminAudit.noFieldChanged')}</span>
                ) : (
                  <details>
                    <summary className="cursor-pointer">
                      {t('adminAudit.fieldsChanged', { count: changes.length })}
                    </summary>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                      {changes.slice(0, 40).map((c) => (
                        <div key={c.field} className="contents">
                          <dt className="font-mono font-semibold">{c.field}</dt>
                          <dd className="break-all">
                            <del className="text-red-700">{c.from.slice(0, 200)}</del>{' '}
                            <ins className="text-emerald-800 no-underline">{c.to.slice(0, 200)}</ins>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </td>
              <td className="px-4 py-3" />
            </tr>
          );
        }}
      />
    </div>
  );
}
