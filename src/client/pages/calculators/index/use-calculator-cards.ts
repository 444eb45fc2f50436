import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, toApiError, type ApiError } from '../../../api/api-error';
import { showErrorToast } from '../../../toast/toast-store';
import { setCalculatorFavourite, type CalculatorCardData } from '../calculators-api';
import { loadCalculatorCards } from './cards-prefetch';
import { t } from '../../../../i18n/browser';

/**
 * The calculator cards (prefetched by the route when possible) with an optimistic favourite
 * toggle: the star changes at once and goes back, with a toast carrying the E-code, when the
 * server refuses. Only the latest click on a card may roll it back.
 */
export function useCalculatorCards() {
  const [cards, setCards] = useState<CalculatorCardData[] | undefined>(undefined);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const pending = useRef(new Map<number, number>());

  useEffect(() => {
    const controller = new AbortController();
    let live = true;
    setError(null);
    loadCalculatorCards(controller.signal).then(
      (list) => live && setCards(list),
      (err: unknown) => {
        if (live && !isAbortError(err)) setError(toApiError(err));
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const toggleFavourite = useCallback((card: CalculatorCardData) => {
    const next = !card.is_favourite;
    const attemptNo = (pending.current.get(card.id) ?? 0) + 1;
    pending.current.set(card.id, attemptNo);
    const setStar = (value: boolean) =>
      setCards((list) => list?.map((c) => (c.id === card.id ? { ...c, is_favourite: value } : c)));
    setStar(next);
    setCalculatorFavourite({ calculatorId: card.id, favourite: next }).catch((err: unknown) => {
      if (pending.current.get(card.id) !== attemptNo) return;
      setStar(!next);
      showErrorToast(
        err,
        next ? t('calculators.toast.favouriteAddFailed') : t('calculators.toast.favouriteRemoveFailed'),
      );
    });
  }, []);

  return { cards, loading: !cards && !error, error: cards ? null : error, reload, toggleFavourite };
}
