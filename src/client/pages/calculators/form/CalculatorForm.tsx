import type { FieldError } from '../../../../calculators/index';
import { BooleanField, ChoiceField } from './ChoiceField';
import type { FormConfig, SliderRange } from './form-config-parts';
import { NumberField } from './NumberField';
import type { FieldSpec } from './schema-fields';
import type { RawValues } from './url-inputs';
import { ErrorCodeDetail } from '../../../components/ErrorMessage';
import { useT } from '../../../../i18n/browser';

export type CalculatorFormProps = {
  fields: FieldSpec[];
  config: FormConfig;
  raw: RawValues;
  errors: FieldError[];
  isVisible: (name: string) => boolean;
  onChange: (name: string, raw: string) => void;
};

/** Sliders for bounded ranges the config names; whole-number schema ranges of modest size get one too. */
function sliderFor(field: FieldSpec, config: FormConfig): SliderRange | null {
  const configured = config.sliders?.[field.name];
  if (configured) return configured;
  if (field.kind === 'integer' && field.min !== null && field.max !== null && field.max - field.min <= 600)
    return { min: field.min, max: field.max, step: field.multipleOf ?? 1 };
  if (field.unit === 'percent' && field.min !== null && field.max !== null && field.max <= 100)
    return { min: field.min, max: field.max, step: 0.1 };
  return null;
}

function FieldView({ field, props }: { field: FieldSpec; props: CalculatorFormProps }) {
  const { config, raw, errors, onChange } = props;
  const error = errors.find((e) => e.field === field.name) ?? null;
  const value = raw[field.name] ?? '';
  const change = (next: string) => onChange(field.name, next);
  if (field.kind === 'enum')
    return (
      <ChoiceField
        field={field}
        raw={value}
        error={error}
        labels={config.enumLabels?.[field.name] ?? {}}
        hint={config.hints?.[field.name] ?? null}
        onChange={change}
      />
    );
  if (field.kind === 'boolean') return <BooleanField field={field} raw={value} error={error} onChange={change} />;
  return (
    <NumberField
      field={field}
      raw={value}
      error={error}
      slider={sliderFor(field, config)}
      hint={config.hints?.[field.name] ?? null}
      onChange={change}
    />
  );
}

/**
 * The inputs of one calculator, rendered from its schema: number boxes with sliders, segmented
 * choices for enums, checkboxes for yes/no. Fields a mode makes irrelevant are hidden. Errors
 * that belong to no visible field are listed above the fields so none is lost.
 */
export function CalculatorForm(props: CalculatorFormProps) {
  const t = useT();
  const { fields, config, errors, isVisible } = props;
  const byName = new Map(fields.map((f) => [f.name, f]));
  const order = config.order ?? fields.map((f) => f.name);
  const ordered = [...order, ...fields.map((f) => f.name).filter((n) => !order.includes(n))];
  const groups = config.groups ?? [{ fields: ordered }];
  const shownNames = new Set(ordered.filter((n) => byName.has(n) && isVisible(n)));
  const stray = errors.filter((e) => !shownNames.has(e.field));

  return (
    <div className="space-y-6">
      {stray.length > 0 && (
        <ul
          role="alert"
          className="space-y-1 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {stray.map((e) => (
            <li key={`${e.field}-${e.code}`} data-field-error={e.field || 'form'} data-code={e.code}>
              {e.message}
              <ErrorCodeDetail code={e.code} />
            </li>
          ))}
        </ul>
      )}
      {groups.map((group) => {
        const groupFields = group.fields
          .filter((n) => shownNames.has(n))
          .map((n) => byName.get(n))
          .filter((f): f is FieldSpec => !!f);
        if (groupFields.length === 0) return null;
        const body = (
          <div className="space-y-5">
            {groupFields.map((f) => (
              <FieldView key={f.name} field={f} props={props} />
            ))}
          </div>
        );
        if (!group.title) return <div key="all">{body}</div>;
        return (
          <fieldset key={group.title} className="space-y-4 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
            <legend className="float-left mb-1 w-full text-sm font-semibold uppercase tracking-wide text-slate-500">
              {t(group.title)}
            </legend>
            {group.note && <p className="clear-both text-xs leading-relaxed text-slate-500">{t(group.note)}</p>}
            <div className="clear-both">{body}</div>
          </fieldset>
        );
      })}
    </div>
  );
}
