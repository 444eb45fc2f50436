import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { isAbortError, toApiError } from '../api/api-error';
import { Combobox } from '../components/Combobox';
import { CloseIcon } from '../components/Icons';
import { useT } from '../../i18n/browser';
import { isPickerSource, PICKER_SOURCES, type PickerOption, type PickerSource } from './picker-sources';
import type { FormRecord } from './schema-validator';

/** How long typing pauses before the source is asked (the admin lists' search waits the same). */
const DEBOUNCE_MS = 250;

const toIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .map(Number)
    .filter((n) => Number.isInteger(n));

/** The options for the text typed, asked of the source after a pause; the previous question is cancelled. */
function useSearch(source: PickerSource, text: string) {
  const [state, setState] = useState<{ options: PickerOption[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(
      () => {
        source.search(text, controller.signal).then(
          (found) => {
            setState(found);
            setError(null);
            setLoading(false);
          },
          (e: unknown) => {
            if (isAbortError(e)) return;
            setError(toApiError(e).message);
            setLoading(false);
          },
        );
      },
      text ? DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, text]);
  return { found: state, error, loading };
}

/** Names of the chosen ids: from what searches showed, else asked of the source once per unknown id. */
function useNames(source: PickerSource, ids: number[], seen: PickerOption[]) {
  const [resolved, setResolved] = useState<Map<number, PickerOption | null>>(new Map());
  const known = useMemo(() => {
    const m = new Map(resolved);
    for (const o of seen) m.set(o.id, o);
    return m;
  }, [resolved, seen]);
  const missing = ids.filter((id) => !known.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(',').map(Number);
    const controller = new AbortController();
    source.resolve(wanted, controller.signal).then(
      (found) =>
        setResolved((prev) => {
          const next = new Map(prev);
          for (const id of wanted) next.set(id, found.find((o) => o.id === id) ?? null);
          return next;
        }),
      () => undefined,
    );
    return () => controller.abort();
  }, [source, missingKey]);
  return known;
}

/** A picker outside a form (a page's own "Company" choice) or inside one (the RJSF widget below). */
export type EntityPickerProps = {
  id: string;
  /** A key of PICKER_SOURCES ("companies", "clients", …). */
  source: unknown;
  /** Several ids (chips and an "Add to …" search) or one. */
  multiple: boolean;
  value: unknown;
  onChange: (value: number | number[] | undefined) => void;
  onBlur?: () => void;
  label: string;
  required?: boolean;
  locked?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** A form field's template already draws the label of a single picker; a standalone picker draws its own. */
  labelOutside?: boolean;
};

/**
 * The generic picker of admin forms (docs/landing-pages.md "Pickers instead of ids"): a field holding a database id (an
 * integer) or several (an array of integers) shows names, searches its source as the admin types (the accessible
 * Combobox: Arrow keys, Enter, Escape) and stores the ids. Named in a schema by `"x-ui": { "picker": "<source>" }`
 * (SchemaForm turns that into this widget) or in a uiSchema by `ui:widget: entityPicker` with `ui:options.source`.
 */
export function EntityPickerWidget(props: WidgetProps<FormRecord>) {
  const { id, schema, value, onChange, onBlur, label, required, disabled, readonly, options, rawErrors } = props;
  return (
    <EntityPicker
      id={id}
      source={options.source}
      multiple={schema.type === 'array'}
      value={value}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      label={label}
      required={required}
      locked={disabled || readonly}
      invalid={Boolean(rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
      labelOutside
    />
  );
}

export function EntityPicker(props: EntityPickerProps) {
  const { id, value, onChange, onBlur, label, required, multiple, locked, invalid, describedBy } = props;
  const t = useT();
  const sourceName = props.source;
  const source = useMemo<PickerSource>(
    () =>
      isPickerSource(sourceName)
        ? PICKER_SOURCES[sourceName]()
        : { search: async () => ({ options: [], total: 0 }), resolve: async () => [] },
    [sourceName],
  );
  const [text, setText] = useState('');
  const { found, error, loading } = useSearch(source, text.trim());
  const ids = toIds(value);
  const names = useNames(source, ids, found?.options ?? []);
  const nameOf = (n: number): PickerOption =>
    names.get(n) ??
    (names.has(n)
      ? { id: n, name: t('adminCore.picker.unknown', { id: n }) }
      : { id: n, name: t('adminCore.picker.loadingName') });

  const offered = (found?.options ?? []).filter((o) => !multiple || !ids.includes(o.id));
  const footer =
    found && found.total > found.options.length
      ? t('adminCore.picker.footer', { shown: found.options.length, total: found.total })
      : null;
  const single = !multiple && ids.length ? nameOf(ids[0]!) : null;

  const combobox = (
    <Combobox<PickerOption>
      label={multiple ? t('adminCore.picker.addTo', { label }) : label}
      inputId={multiple || !props.labelOutside ? undefined : id}
      describedBy={describedBy}
      options={locked ? [] : offered}
      getKey={(o) => String(o.id)}
      getLabel={(o) => o.name}
      renderOption={(o) => (
        <span className="flex flex-col">
          <span>{o.name}</span>
          {o.detail && <span className="text-xs text-slate-500">{o.detail}</span>}
        </span>
      )}
      value={single}
      onSelect={(o) => {
        if (multiple) {
          if (o && !ids.includes(o.id)) onChange([...ids, o.id]);
        } else onChange(o ? o.id : undefined);
        onBlur?.();
      }}
      query={text}
      onQueryChange={setText}
      loading={loading}
      placeholder={t('adminCore.picker.placeholder')}
      emptyText={error ? t('adminCore.picker.loadFailed', { message: error }) : t('adminCore.picker.noMatch')}
      footer={footer}
      error={error ? t('adminCore.picker.loadFailed', { message: error }) : null}
      clearable={!multiple && !required && !locked && ids.length > 0}
    />
  );

  if (!multiple) return <div data-picker={sourceName as string}>{combobox}</div>;

  const titleId = `${id}__title`;
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={titleId}
      aria-invalid={invalid ? true : undefined}
      className="flex flex-col gap-2"
      data-picker={sourceName as string}
    >
      <p id={titleId} className="text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('adminCore.picker.chosenHeading', { count: ids.length })}>
        {ids.length === 0 && <li className="text-sm text-slate-500">{t('adminCore.picker.noneChosen')}</li>}
        {ids.map((n) => {
          const o = nameOf(n);
          return (
            <li
              key={n}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
              data-picked={n}
            >
              <span>{o.name}</span>
              <button
                type="button"
                disabled={locked}
                className="grid size-7 place-items-center rounded-full text-brand-700 hover:bg-brand-100 disabled:opacity-50"
                aria-label={t('adminCore.picker.remove', { name: o.name })}
                onClick={() => onChange(ids.filter((x) => x !== n))}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      {!locked && combobox}
    </div>
  );
}
