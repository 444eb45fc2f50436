import { useId } from 'react';
import type { JsonParse } from './json-draft';
import { useT } from '../../../../i18n/browser';

export type JsonEditorProps = {
  label: string;
  hint: string;
  value: string;
  parsed: JsonParse;
  onChange: (text: string) => void;
  rows?: number;
};

/** A JSON textarea that says at once, and to screen readers, whether its text parses. */
export function JsonEditor({ label, hint, value, parsed, onChange, rows = 14 }: JsonEditorProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col">
      <label htmlFor={id} className="mb-1.5 text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!parsed.ok}
        aria-describedby={`${id}-status`}
        className="input font-mono text-xs leading-relaxed"
        data-json-editor={label}
      />
      <p
        id={`${id}-status`}
        aria-live="polite"
        className={`mt-1.5 text-xs ${parsed.ok ? 'text-slate-500' : 'text-red-700'}`}
      >
        {parsed.ok ? hint : t('adminForms.json.invalid', { message: parsed.message })}
      </p>
    </div>
  );
}
