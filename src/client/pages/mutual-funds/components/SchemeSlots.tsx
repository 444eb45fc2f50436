import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { useSchemeLookup } from '../hooks/use-scheme-lookup';
import type { SchemeFilterState } from './SchemeFilters';
import { SchemePicker } from './SchemePicker';
import { t, useT } from '../../../../i18n/browser';

/** The letter of the i-th scheme: A, B, C, D (क, ख, ग, घ in Hindi); call it while rendering with `useT`. */
export const schemeLetter = (i: number): string => t('mf.slots.letter', { index: i });

/**
 * Two to `max` scheme boxes; the chosen codes (in order, without gaps) are what the page puts in
 * its URL. Empty boxes are local: a link carries only choices. Names of the codes a shared link
 * brings are looked up here.
 */
export function SchemeSlots({
  codes,
  onCodesChange,
  filters,
  max,
  hasPortfolio,
  addLabel,
}: {
  codes: number[];
  onCodesChange: (codes: number[]) => void;
  filters: SchemeFilterState;
  max: number;
  hasPortfolio?: boolean;
  addLabel: string;
}) {
  const t = useT();
  const { schemeFor, remember } = useSchemeLookup(codes);
  const [slots, setSlots] = useState<(number | null)[]>(() => pad(codes));
  const codesKey = codes.join(',');
  // A URL change from outside (Reset, back) rebuilds the boxes; our own writes match already.
  useEffect(() => {
    setSlots((prev) => (prev.filter((c): c is number => c !== null).join(',') === codesKey ? prev : pad(codes)));
    // codesKey stands for codes.
  }, [codesKey]);

  const update = (next: (number | null)[]) => {
    setSlots(next);
    onCodesChange(next.filter((c): c is number => c !== null));
  };

  return (
    <div className="space-y-4" data-testid="scheme-slots">
      {slots.map((code, i) => (
        <div key={i} className="relative">
          <SchemePicker
            label={t('mf.slots.scheme', { letter: schemeLetter(i) })}
            testId={`scheme-${i}`}
            value={code === null ? null : schemeFor(code)}
            onChange={(item) => {
              if (item) remember(item);
              update(slots.map((c, k) => (k === i ? (item?.schemeCode ?? null) : c)));
            }}
            filters={filters}
            hasPortfolio={hasPortfolio}
            exclude={slots.filter((c, k): c is number => c !== null && k !== i)}
          />
          {slots.length > 2 && (
            <button
              type="button"
              className="link absolute right-0 top-0 text-xs"
              aria-label={t('mf.slots.removeScheme', { letter: schemeLetter(i) })}
              onClick={() => update(slots.filter((_, k) => k !== i))}
            >
              {t('mf.slots.remove')}
            </button>
          )}
        </div>
      ))}
      {slots.length < max && (
        <Button variant="secondary" size="sm" onClick={() => setSlots([...slots, null])} data-testid="add-scheme">
          {addLabel}
        </Button>
      )}
    </div>
  );
}

function pad(codes: number[]): (number | null)[] {
  const out: (number | null)[] = [...codes];
  while (out.length < 2) out.push(null);
  return out;
}
