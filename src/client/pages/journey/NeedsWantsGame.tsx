import { useEffect, useRef, useState } from 'react';
import { useT, type MessageKey } from '../../../i18n/browser';
import { Sentence } from '../../components/Sentence';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { logResource, type Resources } from './journey-api';
import { BackToResources } from './ResourcesPages';

type Kind = 'need' | 'want';
/** `name` and `why` are catalogue keys (translated at render). */
type Spend = { name: MessageKey; amount: number; kind: Kind; why: MessageKey };

/** A month of spends for a take-home pay of ₹60,000 (docs/journey.md, "Games"). */
export const TAKE_HOME = 60_000;
export const SPENDS: Spend[] = [
  { name: 'journey.game.spends.rent', amount: 15_000, kind: 'need', why: 'journey.game.spends.rentWhy' },
  { name: 'journey.game.spends.groceries', amount: 7_000, kind: 'need', why: 'journey.game.spends.groceriesWhy' },
  { name: 'journey.game.spends.dinners', amount: 3_500, kind: 'want', why: 'journey.game.spends.dinnersWhy' },
  { name: 'journey.game.spends.utilities', amount: 2_000, kind: 'need', why: 'journey.game.spends.utilitiesWhy' },
  { name: 'journey.game.spends.phone', amount: 4_000, kind: 'want', why: 'journey.game.spends.phoneWhy' },
  { name: 'journey.game.spends.health', amount: 1_500, kind: 'need', why: 'journey.game.spends.healthWhy' },
  { name: 'journey.game.spends.streaming', amount: 1_200, kind: 'want', why: 'journey.game.spends.streamingWhy' },
  { name: 'journey.game.spends.commute', amount: 2_500, kind: 'need', why: 'journey.game.spends.commuteWhy' },
  { name: 'journey.game.spends.sneakers', amount: 6_000, kind: 'want', why: 'journey.game.spends.sneakersWhy' },
  { name: 'journey.game.spends.mobile', amount: 800, kind: 'need', why: 'journey.game.spends.mobileWhy' },
  { name: 'journey.game.spends.school', amount: 5_000, kind: 'need', why: 'journey.game.spends.schoolWhy' },
  { name: 'journey.game.spends.impulse', amount: 3_000, kind: 'want', why: 'journey.game.spends.impulseWhy' },
];

/** The keyboard keys of the two answers (the same in every locale). */
const NEED_KEY = 'N';
const WANT_KEY = 'W';

/** The sentence after a choice, by `<right>-<kind>`. */
const LAST: Record<string, MessageKey> = {
  'true-need': 'journey.game.lastRightNeed',
  'true-want': 'journey.game.lastRightWant',
  'false-need': 'journey.game.lastWrongNeed',
  'false-want': 'journey.game.lastWrongWant',
};

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/**
 * /client/resources/games/needs-vs-wants: sort twelve spends into needs and wants with the buttons
 * (or the N and W keys), then compare the month with the 50/30/20 budget. Playable by keyboard only.
 */
export function NeedsWantsGame() {
  const t = useT();
  useDocumentTitle(t('journey.game.documentTitle'));
  const { data } = useApiQuery<Resources>('/user-resource-activities', { toastOnError: false });
  const itemId = data?.games.find((g) => g.slug === 'needs-vs-wants')?._id;
  const [choices, setChoices] = useState<Kind[]>([]);
  const [started, setStarted] = useState(false);
  const loggedEnd = useRef(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const index = choices.length;
  const done = index === SPENDS.length;
  const current = SPENDS[index];
  const score = choices.filter((c, i) => c === SPENDS[i].kind).length;

  const choose = (kind: Kind) => {
    if (done) return;
    if (!started && itemId) logResource({ item_id: itemId, action: 'Play' });
    setStarted(true);
    setChoices((c) => [...c, kind]);
  };

  useEffect(() => {
    if (done && itemId && !loggedEnd.current) {
      loggedEnd.current = true;
      logResource({ item_id: itemId, action: 'Completed', score });
    }
  }, [done, itemId, score]);

  useEffect(() => {
    if (!done) cardRef.current?.focus();
  }, [index, done]);

  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'n' || e.key === 'N') choose('need');
    if (e.key === 'w' || e.key === 'W') choose('want');
  };

  const needs = SPENDS.filter((s) => s.kind === 'need').reduce((a, s) => a + s.amount, 0);
  const wants = SPENDS.filter((s) => s.kind === 'want').reduce((a, s) => a + s.amount, 0);
  const saved = TAKE_HOME - needs - wants;
  const pct = (n: number) => Math.round((n / TAKE_HOME) * 100);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:py-8">
      <BackToResources />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('journey.game.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <Sentence
            k={'journey.game.intro'}
            values={{ pay: inr(TAKE_HOME) }}
            parts={{ n: <kbd>{NEED_KEY}</kbd>, w: <kbd>{WANT_KEY}</kbd> }}
          />
        </p>
      </header>
      {!done ? (
        <div
          ref={cardRef}
          tabIndex={0}
          onKeyDown={onKey}
          className="card p-6 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-labelledby="spend-name"
          aria-describedby="spend-progress"
          data-testid="game-card"
        >
          <p id="spend-progress" className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('journey.game.progress', { index: index + 1, total: SPENDS.length })}
          </p>
          <h2 id="spend-name" className="mt-2 text-xl font-semibold text-slate-900">
            {t(current.name)}
          </h2>
          <p className="text-lg text-slate-700 tabular-nums">
            {t('journey.game.perMonth', { amount: inr(current.amount) })}
          </p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button onClick={() => choose('need')}>{t('journey.game.need')}</Button>
            <Button variant="secondary" onClick={() => choose('want')}>
              {t('journey.game.want')}
            </Button>
          </div>
          {index > 0 && (
            <p className="mt-4 text-sm text-slate-600" aria-live="polite">
              {t(LAST[`${choices[index - 1] === SPENDS[index - 1].kind}-${SPENDS[index - 1].kind}`], {
                name: t(SPENDS[index - 1].name),
              })}{' '}
              {t(SPENDS[index - 1].why)}
            </p>
          )}
        </div>
      ) : (
        <section className="card p-6" aria-live="polite" data-testid="game-result">
          <h2 className="text-xl font-semibold text-slate-900">
            {t('journey.game.sorted', { score, total: SPENDS.length })}
          </h2>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{t('journey.game.needs')}</dt>
              <dd className="font-semibold text-slate-900">
                {inr(needs)} ({pct(needs)}%)
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{t('journey.game.wants')}</dt>
              <dd className="font-semibold text-slate-900">
                {inr(wants)} ({pct(wants)}%)
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{t('journey.game.leftToSave')}</dt>
              <dd className="font-semibold text-slate-900">
                {inr(saved)} ({pct(saved)}%)
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            {pct(saved) >= 20
              ? t('journey.game.ruleHealthy', { needs: pct(needs), wants: pct(wants), saved: pct(saved) })
              : t('journey.game.ruleCut', {
                  needs: pct(needs),
                  wants: pct(wants),
                  saved: pct(saved),
                  cut: inr(Math.ceil((0.2 * TAKE_HOME - saved) / 100) * 100),
                })}
          </p>
          <ul className="mt-4 flex flex-col gap-1 text-sm">
            {SPENDS.map((s, i) => (
              <li key={s.name} className={choices[i] === s.kind ? 'text-slate-700' : 'text-red-700'}>
                {choices[i] === s.kind ? '✓' : '✗'}{' '}
                {t(s.kind === 'need' ? 'journey.game.lineNeed' : 'journey.game.lineWant', { name: t(s.name) })}
              </li>
            ))}
          </ul>
          <Button
            className="mt-5"
            onClick={() => {
              setChoices([]);
              setStarted(false);
              loggedEnd.current = false;
            }}
          >
            {t('journey.playAgain')}
          </Button>
        </section>
      )}
    </div>
  );
}
