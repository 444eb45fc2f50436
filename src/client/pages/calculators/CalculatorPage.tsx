import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { calculators, getCatalogueEntry } from '../../../calculators/index';
import { ratesFor } from '../../../calculators/rates-by-calculator';
import { defaultTaxYear, findTaxYear, isTaxKey, TAX_YEARS } from '../../../calculators/tax-years';
import { calculatorIdForSlug } from '../../../shared/calculator-routes';
import { ErrorCodeDetail } from '../../components/ErrorMessage';
import { EmptyState } from '../../components/StateViews';
import { Button } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/Icons';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { copyPageLink, useRecordOpen } from './page-actions';
import { runOnPage } from './compute/run-on-page';
import { CalculatorForm } from './form/CalculatorForm';
import { FORM_CONFIG } from './form/form-config';
import { readFields } from './form/schema-fields';
import { buildInput, parseRaw, readRawValues, writeRawValues } from './form/url-inputs';
import { TaxYearField } from './form/TaxYearField';
import { CounsellorCta } from './results/CounsellorCta';
import { DatedRates } from './results/DatedRates';
import { RESULT_VIEWS } from './results/result-views';
import { Assumptions, ResultPanel } from './results/ResultPanel';
import { useLocale, useT } from '../../../i18n/browser';
import { calculatorDescription, calculatorTitle, outputLabel } from '../../../calculators/text-keys';
import { localiseFieldError, localiseFields } from './calc-text';

/** Query parameter of the chosen tax year on a tax page. */
const TAX_YEAR_PARAM = 'taxYear';

/**
 * The one page behind every formula calculator (product id → registry key). The inputs live in
 * the query string, so a result can be bookmarked or shared; every change recomputes at once in
 * the browser with the registry the server also runs, and its messages appear beside the fields.
 */
export function CalculatorPage({ id }: { id: number }) {
  const t = useT();
  const entry = getCatalogueEntry(id);
  const [params, setParams] = useSearchParams();
  // A tax page computes the chosen tax year (?taxYear=2025-26), by default the one today's date in
  // India falls in among the years this page lists; every year stays selectable.
  const taxYear = entry.keys.some(isTaxKey)
    ? (findTaxYear(params.get(TAX_YEAR_PARAM)) ??
      defaultTaxYear(
        new Date(),
        TAX_YEARS.filter((y) => entry.keys.includes(y.key)),
      ))
    : null;
  const key = taxYear?.key ?? entry.keys[0];
  const calc = calculators[key];
  const locale = useLocale();
  const title = calculatorTitle(t, id, entry.title);
  useDocumentTitle(t('calculators.page.title', { title }));
  useRecordOpen(id);

  const config = FORM_CONFIG[key];
  const view = RESULT_VIEWS[key];
  const fields = useMemo(() => readFields(calc.inputSchema), [calc]);
  // The same fields with their labels in the reader's language (the English ones stay for the URL and the units).
  const shownFields = useMemo(() => localiseFields(key, fields, locale), [key, fields, locale]);
  const urlRaw = useMemo(() => readRawValues(params, fields), [params, fields]);
  // Typing edits local state first, so a keystroke never waits for the router; the URL follows
  // (replace, no history entry per keystroke). A URL change from elsewhere (Reset, back/forward) wins.
  // The router applies each write in a transition, so on a busy machine the URL can still show an
  // earlier keystroke's value after a later one was typed: every value this page wrote is
  // remembered until the URL reaches it, and such a late echo never takes the field back.
  const [raw, setRaw] = useState(urlRaw);
  const written = useRef<string[]>([JSON.stringify(urlRaw)]);
  useEffect(() => {
    const fromUrl = JSON.stringify(urlRaw);
    const echo = written.current.indexOf(fromUrl);
    if (echo >= 0) {
      written.current = written.current.slice(echo);
      return;
    }
    written.current = [fromUrl];
    setRaw(urlRaw);
  }, [urlRaw]);
  const values = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.name, parseRaw(f, raw[f.name] ?? '')])),
    [fields, raw],
  );
  const isVisible = (name: string) => config.showWhen?.[name]?.(values) ?? true;
  const input = buildInput({ fields, raw, visible: isVisible });
  // Memoised on the input's value, not its identity: a re-render with the same numbers does not recompute.
  const inputKey = JSON.stringify(input);
  const run = useMemo(() => runOnPage(key, JSON.parse(inputKey) as Record<string, unknown>), [key, inputKey]);
  const errors = useMemo(
    () => (run.ok ? [] : run.errors.map((e) => localiseFieldError(key, e, locale))),
    [key, run, locale],
  );
  // A form taller than the window must scroll with the page, so only short forms stay in view.
  const shortForm = fields.filter((f) => isVisible(f.name)).length <= 6;
  const outputTitles = (calc.outputSchema.properties ?? {}) as Record<string, { title?: string }>;

  const change = (name: string, next: string) => {
    const updated = { ...raw, [name]: next };
    written.current = [...written.current.slice(-50), JSON.stringify(updated)];
    setRaw(updated);
    setParams((prev) => writeRawValues({ prev, fields, raw: updated }), { replace: true, preventScrollReset: true });
  };
  // Reset clears the numbers but keeps a chosen tax year.
  const reset = () => {
    const kept = new URLSearchParams();
    const year = params.get(TAX_YEAR_PARAM);
    if (year !== null) kept.set(TAX_YEAR_PARAM, year);
    setParams(kept, { replace: true, preventScrollReset: true });
  };
  const chooseTaxYear = (year: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(TAX_YEAR_PARAM, year);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="space-y-6" data-testid="calculator-page" data-calculator-key={key} data-tax-year={taxYear?.year}>
      <nav aria-label={t('calculators.page.breadcrumb')}>
        <Link
          to="/client/calculators"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon size={16} /> {t('calculators.page.allCalculators')}
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {t('calculators.page.title', { title })}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-600">{calculatorDescription(t, id, entry.description)}</p>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-8">
        <section aria-labelledby="inputs-title" className={`card p-5 ${shortForm ? 'md:sticky md:top-20' : ''}`}>
          <div className="mb-5 flex items-center justify-between gap-3">
            <h2 id="inputs-title" className="text-base font-semibold text-slate-900">
              {t('calculators.page.yourNumbers')}
            </h2>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void copyPageLink(t('calculators.page.copyLinkNote'))}
                data-testid="copy-link"
              >
                {t('calculators.page.copyLink')}
              </Button>
              <Button variant="ghost" size="sm" onClick={reset} data-testid="reset-inputs">
                {t('calculators.page.reset')}
              </Button>
            </div>
          </div>
          {taxYear && <TaxYearField current={taxYear} onChange={chooseTaxYear} />}
          <form noValidate onSubmit={(e) => e.preventDefault()} aria-describedby="inputs-help">
            <p id="inputs-help" className="sr-only">
              {t('calculators.page.updatesAsYouChange')}
            </p>
            <CalculatorForm
              fields={shownFields}
              config={config}
              raw={raw}
              errors={errors}
              isVisible={isVisible}
              onChange={change}
            />
          </form>
        </section>

        <section aria-labelledby="results-title" className="min-w-0 space-y-6">
          <h2 id="results-title" className="sr-only">
            {t('calculators.page.yourResult')}
          </h2>
          {run.ok ? (
            <ResultPanel
              view={view}
              input={run.input}
              output={run.output}
              titles={outputTitles}
              label={(field, fallback) => outputLabel(t, key, field, fallback)}
            />
          ) : (
            <div className="card px-5 py-10 text-center" data-testid="result-blocked" aria-live="polite">
              <p className="font-semibold text-slate-900">
                {run.crashed ? t('calculators.page.crashed') : t('calculators.page.checkField')}
              </p>
              {/* The sentence first; its code is a small detail below (issue 34, as beside the fields). */}
              <p className="mt-1 text-sm text-slate-600">{errors[0]?.message}</p>
              {errors[0]?.code && <ErrorCodeDetail code={errors[0].code} className="mt-1 text-slate-500" />}
            </div>
          )}
          <Assumptions items={view.explanation(run.ok ? run.input : input)} />
          <DatedRates rates={ratesFor(key)} />
          <CounsellorCta topic={title} />
        </section>
      </div>
    </div>
  );
}

/** The route element: the calculator whose slug is the last part of the path (/client/calculators/sip-calc → 5). */
export function CalculatorRoutePage() {
  const t = useT();
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const id = calculatorIdForSlug(slug);
  const entry = id === undefined ? null : getCatalogueEntry(id);
  if (!entry || entry.kind !== 'formula' || entry.keys.length === 0) {
    return (
      <EmptyState
        title={t('calculators.page.notFound')}
        action={
          <Link to="/client/calculators" className="link">
            {t('calculators.page.seeAll')}
          </Link>
        }
      >
        {t('calculators.page.notFoundHelp')}
      </EmptyState>
    );
  }
  return <CalculatorPage key={entry.id} id={entry.id} />;
}
