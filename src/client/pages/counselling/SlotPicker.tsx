import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/browser';
import { isAbortError, toApiError, type ApiError } from '../../api/api-error';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { counsellingApi, formatDay, formatSlot, type Audience, type Calendar, type Slot } from './counselling-api';

export type SlotChoice = { date: string | null; slot: string | null };

/**
 * Dates (from the day after tomorrow, IST) with free slots, then that date's free slots. Both are
 * groups of toggle buttons; times are India time.
 */
export function SlotPicker({
  audience,
  counsellorId,
  value,
  onChange,
  refreshKey = 0,
}: {
  audience: Audience;
  counsellorId: number;
  value: SlotChoice;
  onChange: (v: SlotChoice) => void;
  refreshKey?: number;
}) {
  const t = useT();
  const id = useId();
  const [calendar, setCalendar] = useState<Calendar | null>(null);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    counsellingApi
      .calendar(audience, counsellorId, controller.signal)
      .then(setCalendar)
      .catch((e: unknown) => {
        if (!isAbortError(e)) setError(toApiError(e));
      });
    return () => controller.abort();
  }, [audience, counsellorId, attempt, refreshKey]);

  useEffect(() => {
    if (!value.date) {
      setSlots(null);
      return;
    }
    const controller = new AbortController();
    setSlots(null);
    counsellingApi
      .slots(audience, counsellorId, value.date, controller.signal)
      .then((d) => setSlots(d.available_slots))
      .catch((e: unknown) => {
        if (!isAbortError(e)) setError(toApiError(e));
      });
    return () => controller.abort();
  }, [audience, counsellorId, value.date, refreshKey]);

  if (error)
    return (
      <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} title={t('counselling.slots.loadFailed')} />
    );
  if (!calendar) return <LoadingState label={t('counselling.slots.loadingDates')} />;
  if (calendar.available_dates.length === 0)
    return <p className="text-sm text-slate-600">{t('counselling.slots.noneIn30Days')}</p>;

  return (
    <div className="flex flex-col gap-5">
      <div role="group" aria-labelledby={`${id}-d`}>
        <h3 id={`${id}-d`} className="mb-2 text-sm font-semibold text-slate-800">
          {t('counselling.slots.pickDate')}{' '}
          <span className="font-normal text-slate-500">{t('counselling.slots.pickDateNote')}</span>
        </h3>
        <div className="flex min-w-0 max-w-full gap-2 overflow-x-auto pb-1">
          {calendar.available_dates.map((d) => (
            <button
              key={d.date}
              type="button"
              aria-pressed={value.date === d.date}
              data-date={d.date}
              onClick={() => onChange({ date: d.date, slot: null })}
              className={`shrink-0 rounded-xl border px-3 py-2 text-left text-sm ${value.date === d.date ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-200 bg-white hover:border-brand-300'}`}
            >
              <span className="block font-semibold">{formatDay(d.date)}</span>
              <span className="block text-xs text-slate-500">
                {t('counselling.slots.freeCount', { count: d.free_slots })}
              </span>
            </button>
          ))}
        </div>
      </div>
      {value.date && (
        <div role="group" aria-labelledby={`${id}-s`}>
          <h3 id={`${id}-s`} className="mb-2 text-sm font-semibold text-slate-800">
            {t('counselling.slots.pickTime')}{' '}
            <span className="font-normal text-slate-500">{t('counselling.slots.pickTimeNote')}</span>
          </h3>
          {!slots ? (
            <LoadingState label={t('counselling.slots.loadingSlots')} className="py-6" />
          ) : slots.length === 0 ? (
            <p className="text-sm text-slate-600">{t('counselling.slots.dateFull')}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {slots.map((s) => (
                <button
                  key={s.slot_time}
                  type="button"
                  aria-pressed={value.slot === s.slot_time}
                  data-slot={s.slot_time}
                  onClick={() => onChange({ date: value.date, slot: s.slot_time })}
                  className={`rounded-lg border px-3 py-2 text-sm font-medium tabular-nums ${value.slot === s.slot_time ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white hover:border-brand-300'}`}
                >
                  {formatSlot(s.slot_time)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
