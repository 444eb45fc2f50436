import type { CalculatorCardData } from '../calculators-api';
import type { MessageKey } from '../../../../i18n/browser';

export type CardSort = 'popular' | 'az' | 'favourites';

/** Catalogue keys of the sort choices (translated where the list renders). */
export const CARD_SORT_LABELS: Record<CardSort, MessageKey> = {
  popular: 'calculators.index.sort.popular',
  az: 'calculators.index.sort.az',
  favourites: 'calculators.index.sort.favourites',
};

export function isCardSort(value: string | null): value is CardSort {
  return value === 'popular' || value === 'az' || value === 'favourites';
}

/** Case-insensitive match on every word of the query against the title and description. */
function matches(card: CalculatorCardData, words: string[]): boolean {
  const text = `${card.calcTitle} ${card.calcDes}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * The cards the index shows, in order. Open cards come before locked ones within every sort, so
 * what the user can use is never pushed below what they cannot.
 */
export function filterAndSortCards(
  cards: readonly CalculatorCardData[],
  { query, sort, locale = 'en-IN' }: { query: string; sort: CardSort; locale?: string },
): CalculatorCardData[] {
  const byTitle = (a: CalculatorCardData, b: CalculatorCardData) => a.calcTitle.localeCompare(b.calcTitle, locale);
  const byPopularity = (a: CalculatorCardData, b: CalculatorCardData) => b.user_count - a.user_count || byTitle(a, b);
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const compare =
    sort === 'az'
      ? byTitle
      : sort === 'favourites'
        ? (a: CalculatorCardData, b: CalculatorCardData) =>
            Number(b.is_favourite) - Number(a.is_favourite) || byPopularity(a, b)
        : byPopularity;
  return cards
    .filter((c) => matches(c, words))
    .sort((a, b) => Number(b.hasAccess) - Number(a.hasAccess) || compare(a, b));
}
