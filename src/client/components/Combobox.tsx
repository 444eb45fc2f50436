import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon, CloseIcon } from './Icons';
import { Spinner } from './Spinner';
import { useT } from '../../i18n/browser';

export type ComboboxProps<T> = {
  label: string;
  /** Options for the current text (the caller filters or fetches them). */
  options: readonly T[];
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  renderOption?: (item: T) => ReactNode;
  /** The chosen item (its label fills the box when not typing), or null. */
  value: T | null;
  onSelect: (item: T | null) => void;
  /** The text typed; the caller turns it into options. */
  query: string;
  onQueryChange: (text: string) => void;
  loading?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Shown in the list when there is nothing to pick (no match, or "type to search"). */
  emptyText: string;
  /** A line under the options, e.g. "20 of 135 shown: type more to narrow". */
  footer?: string | null;
  testId?: string;
  /** Offer a clear button when a value is chosen. */
  clearable?: boolean;
  /** The input's id, when a label outside (a form field's) already names it; no label is drawn then. */
  inputId?: string;
  /** Ids of further descriptions of the input (a form field's help and errors). */
  describedBy?: string;
};

/**
 * A labelled, keyboard-operable combobox (WAI-ARIA 1.2 combobox with a listbox popup): type to
 * filter or search, Arrow keys move through the options, Enter picks, Escape closes (a second
 * Escape clears the text), Tab leaves. The count of options is announced politely.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, options, getKey, getLabel, value, onSelect, query, onQueryChange } = props;
  const t = useT();
  const id = useId();
  const inputId = props.inputId ?? `${id}-input`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const text = editing ? query : value ? getLabel(value) : query;
  const optionId = (i: number) => `${id}-opt-${i}`;

  // A new list of options (not a re-render with the same ones) starts at its first option.
  const optionsKey = options.map(getKey).join('|');
  useEffect(() => {
    setActive(optionsKey === '' ? -1 : 0);
  }, [optionsKey]);

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open, id]);

  const pick = (item: T) => {
    onSelect(item);
    setEditing(false);
    setOpen(false);
    onQueryChange('');
  };

  const close = () => {
    setOpen(false);
    setEditing(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        else setActive((a) => Math.min(options.length - 1, a + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) setOpen(true);
        else setActive((a) => Math.max(0, a - 1));
        break;
      case 'Home':
        if (open && options.length > 0) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open && options.length > 0) {
          e.preventDefault();
          setActive(options.length - 1);
        }
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          e.preventDefault();
          pick(options[active]);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        } else if (editing || query) {
          e.preventDefault();
          onQueryChange('');
          setEditing(false);
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const describedBy =
    [props.error ? `${id}-error` : null, props.hint ? `${id}-hint` : null, props.describedBy ?? null]
      .filter(Boolean)
      .join(' ') || undefined;
  const expanded = open;

  return (
    <div className="relative min-w-0" data-testid={props.testId}>
      {!props.inputId && (
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
      <div
        className={`flex items-stretch rounded-lg border bg-white shadow-sm transition focus-within:ring-4 ${
          props.error
            ? 'border-red-500 focus-within:ring-red-100'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
        }`}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 && options[active] ? optionId(active) : undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 truncate bg-transparent px-3 py-2.5 text-base text-slate-900 outline-none placeholder:text-slate-400"
          placeholder={props.placeholder}
          value={text}
          onChange={(e) => {
            setEditing(true);
            setOpen(true);
            onQueryChange(e.target.value);
          }}
          onFocus={(e) => {
            e.target.select();
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {props.loading && (
          <span className="grid place-items-center px-2 text-brand-600" aria-hidden="true">
            <Spinner size={16} />
          </span>
        )}
        {props.clearable && value && !editing ? (
          <button
            type="button"
            className="grid place-items-center px-2.5 text-slate-500 hover:text-slate-800"
            aria-label={t('mf.combobox.clear', { label })}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onSelect(null);
              onQueryChange('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size={16} />
          </button>
        ) : (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="grid place-items-center px-2.5 text-slate-500"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setOpen((o) => !o);
              inputRef.current?.focus();
            }}
          >
            <ChevronDownIcon size={16} />
          </button>
        )}
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute left-0 right-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((item, i) => {
          const chosen = value !== null && getKey(value) === getKey(item);
          return (
            <li
              key={getKey(item)}
              id={optionId(i)}
              role="option"
              aria-selected={chosen}
              data-active={i === active || undefined}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'} ${chosen ? 'font-semibold' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(item)}
            >
              {props.renderOption ? props.renderOption(item) : getLabel(item)}
            </li>
          );
        })}
        {options.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-500">
            {props.loading ? t('mf.combobox.searching') : props.emptyText}
          </li>
        )}
        {props.footer && options.length > 0 && (
          <li role="presentation" className="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-500">
            {props.footer}
          </li>
        )}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded && !props.loading
          ? options.length === 0
            ? props.emptyText
            : t('mf.combobox.options', { n: options.length })
          : ''}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {props.error}
        </p>
      ) : props.hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
