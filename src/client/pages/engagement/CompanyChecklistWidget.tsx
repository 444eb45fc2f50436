import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useT } from '../../../i18n/browser';
import { useApiQuery } from '../../api/use-api-query';
import type { FormRecord } from '../../forms/schema-validator';

type Company = { _id: string | number; company_name: string; user_type: number };

/**
 * The specific clients or partners of a notification or reminder as named checkboxes (the form's
 * field is an array of company ids). `ui:options.companyType`: 3 clients, 9 partners, 0 both.
 */
export function CompanyChecklistWidget({
  id,
  value,
  onChange,
  options,
  disabled,
  readonly,
  label,
}: WidgetProps<FormRecord>) {
  const t = useT();
  const type = Number(options.companyType ?? 3);
  const q = useApiQuery<{ companies: Company[] }>('/company/get_all_client', { query: { limit: 100 } });
  const chosen: number[] = Array.isArray(value) ? value.map(Number) : [];
  // companyType 0: clients and partners both.
  const companies = (q.data?.companies ?? []).filter((c) => type === 0 || c.user_type === type);
  const titleId = `${id}-checklist-title`;
  return (
    <div className="flex flex-col gap-2">
      <span id={titleId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        id={id}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={ariaDescribedByIds(id)}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        {q.loading && <span className="text-sm text-slate-500">{t('adminEngagement.companies.loading')}</span>}
        {!q.loading && companies.length === 0 && (
          <span className="text-sm text-slate-500">{t('adminEngagement.companies.none')}</span>
        )}
        {companies.map((c) => {
          const cid = Number(c._id);
          const checked = chosen.includes(cid);
          return (
            <label
              key={cid}
              className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm ${checked ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled || readonly}
                onChange={(e) => onChange(e.target.checked ? [...chosen, cid] : chosen.filter((x) => x !== cid))}
                className="size-4 accent-brand-600"
              />
              {c.company_name}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** uiSchema defaults that draw the two company fields with the checklist. */
export const companyFieldsUi = {
  specific_clients: { 'ui:widget': 'companyChecklist', 'ui:options': { companyType: 3 } },
  specific_partners: { 'ui:widget': 'companyChecklist', 'ui:options': { companyType: 9 } },
};
export const companyWidgets = { companyChecklist: CompanyChecklistWidget };
