import type { WidgetProps } from '@rjsf/utils';
import { Button } from '../../../components/Button';
import type { FormRecord } from '../../../forms/schema-validator';
import { useT } from '../../../../i18n/browser';

type AnswerOption = { label: string; is_correct: boolean };
const asOptions = (v: unknown): AnswerOption[] =>
  Array.isArray(v)
    ? v.map((o: unknown) => {
        const r = (typeof o === 'object' && o !== null ? o : {}) as Partial<AnswerOption>;
        return { label: typeof r.label === 'string' ? r.label : '', is_correct: r.is_correct === true };
      })
    : [];

/**
 * A question's options (2-8 of `{label, is_correct}`): a text box each, one radio for the right answer
 * (so exactly one is right, E-10711), Remove (down to 2) and Add option (up to 8).
 */
export function AnswerOptionsWidget({ id, value, onChange, disabled, readonly, schema }: WidgetProps<FormRecord>) {
  const t = useT();
  const options = asOptions(value);
  const locked = disabled || readonly;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : 8;
  const min = typeof schema.minItems === 'number' ? schema.minItems : 2;
  const set = (next: AnswerOption[]) => onChange(next);
  const legendId = `${id}-legend`;
  return (
    <div id={id} role="group" aria-labelledby={legendId} className="flex flex-col gap-2">
      <span id={legendId} className="text-sm font-medium text-slate-700">
        {t('adminLearning.answers.legend')}
      </span>
      {options.map((o, j) => (
        <div key={j} className="flex flex-wrap items-center gap-2 sm:flex-nowrap" data-answer-option={j + 1}>
          <label htmlFor={`${id}-${j}`} className="sr-only">
            {t('adminLearning.answers.option', { n: j + 1 })}
          </label>
          <input
            id={`${id}-${j}`}
            className="input min-w-0 flex-1"
            value={o.label}
            placeholder={t('adminLearning.answers.option', { n: j + 1 })}
            disabled={locked}
            onChange={(e) => set(options.map((x, k) => (k === j ? { ...x, label: e.target.value } : x)))}
          />
          <label className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-700">
            <input
              type="radio"
              name={`${id}-right`}
              checked={o.is_correct}
              disabled={locked}
              aria-label={t('adminLearning.answers.rightFor', { n: j + 1 })}
              className="size-4 accent-brand-600"
              onChange={() => set(options.map((x, k) => ({ ...x, is_correct: k === j })))}
            />
            <span aria-hidden="true">{t('adminLearning.answers.right')}</span>
          </label>
          {!locked && (
            <Button
              variant="ghost"
              size="sm"
              disabled={options.length <= min}
              aria-label={t('adminLearning.answers.removeOption', { n: j + 1 })}
              onClick={() => {
                const next = options.filter((_, k) => k !== j);
                if (o.is_correct && next.length) next[0] = { ...next[0], is_correct: true };
                set(next);
              }}
            >
              {t('adminLearning.remove')}
            </Button>
          )}
        </div>
      ))}
      {!locked && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={options.length >= max}
          onClick={() => set([...options, { label: '', is_correct: options.length === 0 }])}
        >
          {t('adminLearning.answers.add')}
        </Button>
      )}
    </div>
  );
}
