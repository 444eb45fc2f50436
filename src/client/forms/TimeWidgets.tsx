import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { t } from '../../i18n/browser';
import { istLocalToIso, isoToIstLocal } from '../../shared/ist';
import type { FormRecord } from './schema-validator';

type Props = WidgetProps<FormRecord>;

/**
 * A `date-time` field read and written in India time (IST, UTC+05:30), whatever the browser's time zone: the lists
 * show IST, so "Send from 10:59" means 10:59 in India from any browser. The value stays an ISO 8601 instant in UTC.
 */
export function DateTimeWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  rawErrors,
  options,
}: Props) {
  const local = typeof value === 'string' ? isoToIstLocal(value) : '';
  const read = (text: string) => (text === '' ? options.emptyValue : (istLocalToIso(text) ?? text));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        type="datetime-local"
        id={id}
        name={htmlName || id}
        className="input max-w-xs"
        value={local}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={(e) => onChange(read(e.target.value))}
        onBlur={(e) => onBlur(id, read(e.target.value))}
        onFocus={(e) => onFocus(id, read(e.target.value))}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={[ariaDescribedByIds(id), `${id}__ist`].join(' ')}
      />
      <span id={`${id}__ist`} className="text-xs text-slate-500">
        {t('forms.istHint')}
      </span>
    </div>
  );
}

/**
 * A time of day as "HH:MM" (24-hour, what the schemas' patterns take) chosen with the browser's time input, so "9am"
 * cannot be typed as free text. Named by a schema's `"x-ui": { "widget": "time" }`.
 */
export function TimeWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  rawErrors,
  options,
}: Props) {
  const hhmm = (text: string) => (text === '' ? options.emptyValue : text.slice(0, 5));
  return (
    <input
      type="time"
      step={60}
      id={id}
      name={htmlName || id}
      className="input max-w-40"
      value={typeof value === 'string' ? value.slice(0, 5) : ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={(e) => onChange(hhmm(e.target.value))}
      onBlur={(e) => onBlur(id, hhmm(e.target.value))}
      onFocus={(e) => onFocus(id, hhmm(e.target.value))}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
