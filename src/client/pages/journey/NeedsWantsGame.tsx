import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { logResource, type Resources } from './journey-api';
import { BackToResources } from './ResourcesPages';

type Kind = 'need' | 'want';
type Spend = { name: string; amount: number; kind: Kind; why: string };

/** A month of spends for a take-home pay of ₹60,000 (docs/journey.md, "Games"). */
export const TAKE_HOME = 60_000;
export const SPENDS: Spend[] = [
  { name: 'House rent', amount: 15_000, kind: 'need', why: 'A place to live is a basic need.' },
  { name: 'Groceries', amount: 7_000, kind: 'need', why: 'Food at home is essential.' },
  { name: 'Weekend dinners out', amount: 3_500, kind: 'want', why: 'Nice, but you could eat at home.' },
  { name: 'Electricity and water', amount: 2_000, kind: 'need', why: 'Utilities keep the home running.' },
  { name: 'Latest phone upgrade EMI', amount: 4_000, kind: 'want', why: 'Your current phone still works.' },
  { name: 'Health insurance premium', amount: 1_500, kind: 'need', why: 'Protection against large medical bills.' },
  { name: 'Three streaming subscriptions', amount: 1_200, kind: 'want', why: 'Entertainment; one would do.' },
  { name: 'Commute to office', amount: 2_500, kind: 'need', why: 'You need to get to work.' },
  { name: 'Branded sneakers', amount: 6_000, kind: 'want', why: 'Shoes are a need; this brand is a want.' },
  { name: 'Mobile and internet bill', amount: 800, kind: 'need', why: 'Basic connectivity for work and family.' },
  { name: 'Child’s school fees', amount: 5_000, kind: 'need', why: 'Education is a priority.' },
  { name: 'Impulse online shopping', amount: 3_000, kind: 'want', why: 'Unplanned buys are wants.' },
];

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/**
 * /client/resources/games/needs-vs-wants: sort twelve spends into needs and wants with the buttons
 * (or the N and W keys), then compare the month with the 50/30/20 budget. Playable by keyboard only.
 */
export function NeedsWantsGame() {
  useDocumentTitle('Needs vs Wants · Games');
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
        <h1 className="text-2xl font-bold text-slate-900">Needs vs Wants</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your take-home pay is {inr(TAKE_HOME)} a month. Sort each spend: press <kbd>N</kbd> for a need or <kbd>W</kbd>{' '}
          for a want, or use the buttons.
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
            Spend {index + 1} of {SPENDS.length}
          </p>
          <h2 id="spend-name" className="mt-2 text-xl font-semibold text-slate-900">
            {current.name}
          </h2>
          <p className="text-lg text-slate-700 tabular-nums">{inr(current.amount)} a month</p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button onClick={() => choose('need')}>Need (N)</Button>
            <Button variant="secondary" onClick={() => choose('want')}>
              Want (W)
            </Button>
          </div>
          {index > 0 && (
            <p className="mt-4 text-sm text-slate-600" aria-live="polite">
              Last: {SPENDS[index - 1].name} is a {SPENDS[index - 1].kind}
              {choices[index - 1] === SPENDS[index - 1].kind
                ? ' (you got it).'
                : ` (you said ${choices[index - 1]}).`}{' '}
              {SPENDS[index - 1].why}
            </p>
          )}
        </div>
      ) : (
        <section className="card p-6" aria-live="polite" data-testid="game-result">
          <h2 className="text-xl font-semibold text-slate-900">
            You sorted {score} of {SPENDS.length} correctly
          </h2>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">Needs</dt>
              <dd className="font-semibold text-slate-900">
                {inr(needs)} ({pct(needs)}%)
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">Wants</dt>
              <dd className="font-semibold text-slate-900">
                {inr(wants)} ({pct(wants)}%)
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">Left to save</dt>
              <dd className="font-semibold text-slate-900">
                {inr(saved)} ({pct(saved)}%)
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            The 50/30/20 rule suggests at most 50 % on needs, 30 % on wants and at least 20 % saved. Here needs take{' '}
            {pct(needs)} % and wants {pct(wants)} %, leaving {pct(saved)} %:{' '}
            {pct(saved) >= 20
              ? 'a healthy saving rate.'
              : `cutting the wants by ${inr(Math.ceil((0.2 * TAKE_HOME - saved) / 100) * 100)} would reach 20 %.`}
          </p>
          <ul className="mt-4 flex flex-col gap-1 text-sm">
            {SPENDS.map((s, i) => (
              <li key={s.name} className={choices[i] === s.kind ? 'text-slate-700' : 'text-red-700'}>
                {choices[i] === s.kind ? '✓' : '✗'} {s.name}: {s.kind}
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
            Play again
          </Button>
        </section>
      )}
    </div>
  );
}
