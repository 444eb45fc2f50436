import { useId, useRef } from 'react';

/**
 * Tabs that switch the page's calculator (WAI-ARIA tabs, automatic activation): Left/Right and
 * Home/End move between tabs. Each tab's panel is `panelId(value)`.
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (v: V) => void;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const i = (to + tabs.length) % tabs.length;
    onChange(tabs[i].value);
    refs.current[i]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:inline-flex"
      data-testid="mf-tabs"
    >
      {tabs.map((t, i) => {
        const selected = t.value === value;
        return (
          <button
            key={t.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.value}`}
            aria-selected={selected}
            aria-controls="mf-tab-panel"
            tabIndex={selected ? 0 : -1}
            className={`rounded-lg px-3 py-2 text-sm font-semibold leading-snug transition sm:whitespace-nowrap sm:px-4 ${selected ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'}`}
            onClick={() => onChange(t.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(i + 1);
              else if (e.key === 'ArrowLeft') move(i - 1);
              else if (e.key === 'Home') move(0);
              else if (e.key === 'End') move(tabs.length - 1);
              else return;
              e.preventDefault();
            }}
            data-testid={`tab-${t.value}`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
