import { useEffect, useRef, useState } from 'react';
import { useT, type MessageKey } from '../../../i18n/browser';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ChartIcon, ShieldIcon, SparkleIcon, TargetIcon, UsersIcon } from '../../components/Icons';
import { InlineAlert } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { plannerHandoff } from './journey-api';

/** The five planner intro cards (docs/product-rules.md "Planner and journey cards"). */
const CARDS: Array<{ title: MessageKey; text: MessageKey; Icon: typeof ChartIcon }> = [
  { title: 'journey.planner.budgetTitle', text: 'journey.planner.budgetText', Icon: ChartIcon },
  { title: 'journey.planner.emergencyTitle', text: 'journey.planner.emergencyText', Icon: ShieldIcon },
  { title: 'journey.planner.retirementTitle', text: 'journey.planner.retirementText', Icon: SparkleIcon },
  { title: 'journey.planner.goalsTitle', text: 'journey.planner.goalsText', Icon: TargetIcon },
  { title: 'journey.planner.estateTitle', text: 'journey.planner.estateText', Icon: UsersIcon },
];

/**
 * /client/financial-planner (module 10): the intro cards and "Open planner", which logs the
 * navigation and, after the spec's 1 s, goes to the planner with a single-use handoff token
 * (never the session token; docs/journey.md "Planner handoff").
 */
export function FinancialPlannerPage() {
  const t = useT();
  useDocumentTitle(t('journey.planner.title'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const h = await plannerHandoff();
      timer.current = window.setTimeout(() => window.location.assign(h.redirect_url), h.delay_ms);
    } catch (err) {
      setError(toApiError(err));
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('journey.planner.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('journey.planner.intro')}</p>
        </div>
        <Button onClick={open} loading={busy} data-testid="open-planner">
          {t('journey.planner.open')}
        </Button>
      </header>
      <div aria-live="polite">
        {busy && !error && <p className="text-sm text-slate-600">{t('journey.planner.redirecting')}</p>}
        {error && (
          <InlineAlert onClose={() => setError(null)}>
            <ErrorMessage error={error} />
          </InlineAlert>
        )}
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ title, text, Icon }) => (
          <li key={title} className="card flex flex-col gap-3 p-6">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700" aria-hidden="true">
              <Icon size={24} />
            </span>
            <h2 className="text-lg font-semibold text-slate-900">{t(title)}</h2>
            <p className="text-sm text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
