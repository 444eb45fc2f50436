import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CalculatorIcon, SearchIcon, SparkleIcon } from '../../../components/Icons';
import { Button } from '../../../components/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showErrorToast, showToast } from '../../../toast/toast-store';
import { downloadSpendingTracker, type CalculatorCardData } from '../calculators-api';
import { CalculatorCard } from './CalculatorCard';
import { CARD_SORT_LABELS, filterAndSortCards, isCardSort, type CardSort } from './sort-cards';
import { useCalculatorCards } from './use-calculator-cards';
import { t, useLocale, useT } from '../../../../i18n/browser';
import { calculatorDescription, calculatorTitle } from '../../../../calculators/text-keys';

async function download(): Promise<void> {
  try {
    await downloadSpendingTracker();
    showToast({
      title: t('calculators.toast.trackerDownloaded'),
      description: t('calculators.toast.trackerOpen'),
    });
  } catch (error) {
    showErrorToast(error, t('calculators.toast.trackerFailed'));
  }
}

function CardGrid({
  cards,
  highlightId,
  onToggleFavourite,
}: {
  cards: CalculatorCardData[];
  highlightId: number | null;
  onToggleFavourite: (c: CalculatorCardData) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-5" role="list">
      {cards.map((card) => (
        <li key={card.id} className="min-w-0">
          <CalculatorCard
            card={card}
            highlighted={card.id === highlightId}
            onToggleFavourite={onToggleFavourite}
            onDownload={download}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /client/calculators: the cards of the user's package (popularity, favourites, locked cards
 * with the reason), searchable and sortable. Search and sort live in the URL, like the inputs of
 * the calculator pages. `?calculatorId=N` (docs/product-rules.md "Calculator card") opens calculator N when the user has it.
 */
export function CalculatorsIndexPage() {
  const t = useT();
  useDocumentTitle(t('calculators.index.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const locale = useLocale();
  const { cards: serverCards, loading, error, reload, toggleFavourite } = useCalculatorCards();
  // The server names each card in English; the reader's language comes from the catalogue by product id, so
  // search and A–Z sorting work on the words the reader sees.
  const cards = useMemo(
    () =>
      serverCards?.map((c) =>
        locale === 'en-IN'
          ? c
          : {
              ...c,
              calcTitle: calculatorTitle(t, c.id, c.calcTitle),
              calcDes: calculatorDescription(t, c.id, c.calcDes),
            },
      ),
    // t reads the current locale: `locale` re-runs this after a switch.
    [serverCards, t, locale],
  );
  const query = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: CardSort = isCardSort(sortParam) ? sortParam : 'popular';
  const requestedId = Number(params.get('calculatorId')) || null;

  useEffect(() => {
    if (!cards || requestedId === null) return;
    const card = cards.find((c) => c.id === requestedId);
    if (card?.hasAccess && card.kind !== 'download') navigate(card.linkTo, { replace: true });
  }, [cards, requestedId, navigate]);

  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const shown = useMemo(
    () => (cards ? filterAndSortCards(cards, { query, sort, locale }) : []),
    [cards, query, sort, locale],
  );
  const open = shown.filter((c) => c.hasAccess);
  const locked = shown.filter((c) => !c.hasAccess);

  return (
    <div className="space-y-6" data-testid="calculators-index">
      <header className="flex flex-col gap-1">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <CalculatorIcon size={18} /> {t('calculators.index.eyebrow')}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t('calculators.index.title')}</h1>
        <p className="max-w-2xl text-slate-600">{t('calculators.index.intro')}</p>
      </header>

      <div className="card flex flex-col gap-3 p-4 md:flex-row md:items-start" role="search">
        <div className="flex-1">
          <label htmlFor="calc-search" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('calculators.index.searchLabel')}
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
              <SearchIcon size={18} />
            </span>
            <input
              id="calc-search"
              type="search"
              className="input pl-10"
              placeholder={t('calculators.index.searchPlaceholder')}
              value={query}
              onChange={(e) => update('q', e.target.value, '')}
              autoComplete="off"
              data-testid="calculator-search"
            />
          </div>
        </div>
        <div className="md:w-56">
          <label htmlFor="calc-sort" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('calculators.index.sortBy')}
          </label>
          <select
            id="calc-sort"
            className="input appearance-auto"
            value={sort}
            onChange={(e) => update('sort', e.target.value, 'popular')}
            data-testid="calculator-sort"
          >
            {(Object.keys(CARD_SORT_LABELS) as CardSort[]).map((s) => (
              <option key={s} value={s}>
                {t(CARD_SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {loading && <LoadingState label={t('calculators.index.loading')} />}
      {error && <ErrorState error={error} onRetry={reload} title={t('calculators.index.loadFailed')} />}

      {cards && (
        <>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {query
              ? t('calculators.index.showingFor', { shown: shown.length, total: cards.length, query })
              : t('calculators.index.showing', { shown: shown.length, total: cards.length })}
          </p>
          {shown.length === 0 ? (
            <div className="card">
              <EmptyState
                icon={<SparkleIcon size={26} />}
                title={t('calculators.index.noMatch')}
                action={
                  <Button variant="secondary" onClick={() => update('q', '', '')}>
                    {t('calculators.index.clearSearch')}
                  </Button>
                }
              >
                {t('calculators.index.nothingFound', { query })}
              </EmptyState>
            </div>
          ) : (
            <>
              {open.length > 0 && (
                <section aria-labelledby="calc-open-heading" className="space-y-3">
                  <h2 id="calc-open-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                    {t('calculators.index.yours')}{' '}
                    <span className="font-normal normal-case tracking-normal">({open.length})</span>
                  </h2>
                  <CardGrid cards={open} highlightId={requestedId} onToggleFavourite={toggleFavourite} />
                </section>
              )}
              {locked.length > 0 && (
                <section
                  aria-labelledby="calc-locked-heading"
                  className="space-y-3 pt-2"
                  data-testid="locked-calculators"
                >
                  <h2 id="calc-locked-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                    {t('calculators.index.notInPackage')}{' '}
                    <span className="font-normal normal-case tracking-normal">({locked.length})</span>
                  </h2>
                  <CardGrid cards={locked} highlightId={requestedId} onToggleFavourite={toggleFavourite} />
                </section>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
