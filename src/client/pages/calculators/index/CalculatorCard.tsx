import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { ChevronRightIcon, LockIcon, StarIcon, UsersIcon } from '../../../components/Icons';
import type { CalculatorCardData } from '../calculators-api';
import { CalculatorArt } from './CalculatorArt';
import { t, useT, type MessageKey } from '../../../../i18n/browser';

function usesLabel(count: number): string {
  if (count <= 0) return t('calculators.card.noUses');
  return t('calculators.card.uses', { n: count });
}

const KIND_BADGE: Record<CalculatorCardData['kind'], MessageKey | null> = {
  formula: null,
  'mutual-fund': 'calculators.card.fundData',
  download: 'calculators.card.spreadsheet',
};

export type CalculatorCardProps = {
  card: CalculatorCardData;
  highlighted?: boolean;
  onToggleFavourite: (card: CalculatorCardData) => void;
  onDownload: () => Promise<void>;
};

/**
 * One calculator card. The title is the card's one link (stretched over the card), so keyboard
 * and screen-reader users meet each calculator once; the star is a separate toggle button.
 * A locked card has no link and says why it is locked.
 */
export function CalculatorCard({ card, highlighted = false, onToggleFavourite, onDownload }: CalculatorCardProps) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const locked = !card.hasAccess;
  const titleId = `calc-card-${card.id}-title`;
  const badge = KIND_BADGE[card.kind];

  const download = () => {
    if (downloading) return;
    setDownloading(true);
    onDownload().finally(() => setDownloading(false));
  };

  const stretched =
    'after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-brand-500';
  const title = locked ? (
    <span>{card.calcTitle}</span>
  ) : card.kind === 'download' ? (
    <button
      type="button"
      onClick={download}
      className={`text-left ${stretched}`}
      aria-describedby={`calc-card-${card.id}-desc`}
    >
      {card.calcTitle}
    </button>
  ) : (
    <Link to={card.linkTo} className={stretched} aria-describedby={`calc-card-${card.id}-desc`}>
      {card.calcTitle}
    </Link>
  );

  return (
    <article
      aria-labelledby={titleId}
      data-testid="calculator-card"
      data-calculator-id={card.id}
      data-locked={locked || undefined}
      className={`card group relative flex h-full flex-col p-5 transition ${
        locked ? 'bg-slate-50/80 shadow-none' : 'hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg'
      } ${highlighted ? 'ring-2 ring-brand-400' : ''}`}
    >
      <div className="flex items-start gap-4">
        <span className={locked ? 'opacity-60 grayscale' : ''}>
          <CalculatorArt id={card.id} imageURL={card.imageURL} />
        </span>
        <div className="min-w-0 flex-1 pr-8">
          <h3
            id={titleId}
            className={`text-base font-semibold leading-snug ${locked ? 'text-slate-500' : 'text-slate-900 group-hover:text-brand-700'}`}
          >
            {title}
          </h3>
          {badge && (
            <span className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-[0.7rem] font-medium uppercase tracking-wide text-slate-600">
              {t(badge)}
            </span>
          )}
        </div>
      </div>
      {/* A locked calculator cannot be opened, so it is not offered as a favourite (issue 20); one
          favourited before it was locked can still be removed. */}
      {(!locked || card.is_favourite) && (
        <button
          type="button"
          onClick={() => onToggleFavourite(card)}
          aria-pressed={card.is_favourite}
          aria-label={
            card.is_favourite
              ? t('calculators.card.removeFavourite', { title: card.calcTitle })
              : t('calculators.card.addFavourite', { title: card.calcTitle })
          }
          data-testid="favourite-toggle"
          className={`absolute right-3 top-3 z-10 rounded-full p-2 transition hover:bg-amber-50 ${card.is_favourite ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500'}`}
        >
          <StarIcon size={22} filled={card.is_favourite} />
        </button>
      )}
      <p
        id={`calc-card-${card.id}-desc`}
        className={`mt-3 flex-1 text-sm leading-relaxed ${locked ? 'text-slate-500' : 'text-slate-600'}`}
      >
        {card.calcDes}
      </p>
      {locked && (
        <p
          className="mt-3 flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-xs font-medium text-slate-700"
          data-testid="lock-reason"
        >
          <LockIcon size={15} className="mt-px shrink-0" />
          <span>{card.lock_reason ?? t('calculators.card.notIncluded')}</span>
        </p>
      )}
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-slate-500" data-testid="usage-count">
          <UsersIcon size={16} />
          {usesLabel(card.user_count)}
        </span>
        {locked ? (
          <span className="inline-flex items-center gap-1 font-semibold text-slate-500">
            <LockIcon size={15} /> {t('calculators.card.locked')}
          </span>
        ) : card.kind === 'download' ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-brand-700" aria-hidden="true">
            {downloading ? (
              <>
                <Spinner size={15} /> {t('calculators.card.downloading')}
              </>
            ) : (
              t('calculators.card.downloadXlsx')
            )}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 font-semibold text-brand-700" aria-hidden="true">
            {t('calculators.card.open')} <ChevronRightIcon size={16} />
          </span>
        )}
      </div>
    </article>
  );
}
