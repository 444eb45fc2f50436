import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getCatalogueEntry } from '../../../../calculators/catalogue';
import { Button } from '../../../components/Button';
import { ArrowLeftIcon } from '../../../components/Icons';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { copyPageLink, useRecordOpen } from '../../calculators/page-actions';
import { CounsellorCta } from '../../calculators/results/CounsellorCta';
import { BoldText } from '../../calculators/results/BoldText';
import { fetchNavCoverage } from '../mf-api';
import { formatIsoDate } from '../mf-format';
import { t, useT } from '../../../../i18n/browser';
import { calculatorTitle } from '../../../../calculators/text-keys';

/**
 * "NAV data up to 31 Jan 2026": the pages work on imported NAVs only, so a person knows results
 * stop at the last imported date rather than today (issue 20). Nothing shows until it is known.
 */
function NavDataNote() {
  const [last, setLast] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchNavCoverage()
      .then((d) => live && setLast(d.last_nav_date))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    // Its lines' room is kept while the date loads (two lines on a phone, one wider), so the page does not jump.
    <p className="mt-2 min-h-10 text-sm text-slate-600 sm:min-h-5" data-testid="nav-data-until" aria-live="polite">
      {last ? (
        <BoldText text={t('mf.navDataUntil', { date: formatIsoDate(last) })} className="font-semibold text-slate-800" />
      ) : null}
    </p>
  );
}

/**
 * The frame of every mutual-fund calculator page, matching the formula calculators: title,
 * inputs card (copy link, reset), the result column, the method notes and the counsellor offer.
 */
export function MfPageShell({
  id,
  intro,
  inputs,
  children,
  how,
  onReset,
  tabs,
  tabPanelLabel,
}: {
  id: number;
  intro: ReactNode;
  inputs: ReactNode;
  children: ReactNode;
  how: ReactNode;
  onReset: () => void;
  tabs?: ReactNode;
  /** With tabs: the name of the selected tab, for the panel below them. */
  tabPanelLabel?: string;
}) {
  const entry = getCatalogueEntry(id);
  // The calculator's name in the reader's language (namespace calcText), the catalogue's English otherwise.
  const title = calculatorTitle(useT(), id, entry.title);
  useDocumentTitle(title);
  useRecordOpen(id);
  return (
    <div className="space-y-6" data-testid="mf-page" data-calculator-id={id}>
      <nav aria-label={t('mf.breadcrumb')}>
        <Link
          to="/client/calculators"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon size={16} /> {t('mf.allCalculators')}
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
        <div className="mt-1 max-w-3xl text-slate-600">{intro}</div>
        <NavDataNote />
      </header>
      {tabs}
      <div
        {...(tabs ? { role: 'tabpanel', id: 'mf-tab-panel', 'aria-label': tabPanelLabel } : {})}
        className="grid items-start gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-8"
      >
        <section aria-labelledby="mf-inputs-title" className="card min-w-0 p-5">
          <div className="mb-5 flex items-center justify-between gap-3">
            <h2 id="mf-inputs-title" className="text-base font-semibold text-slate-900">
              {t('mf.yourChoices')}
            </h2>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void copyPageLink(t('mf.copyLinkNote'))}
                data-testid="copy-link"
              >
                {t('mf.copyLink')}
              </Button>
              <Button variant="ghost" size="sm" onClick={onReset} data-testid="reset-inputs">
                {t('mf.reset')}
              </Button>
            </div>
          </div>
          <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-5" aria-describedby="mf-inputs-help">
            <p id="mf-inputs-help" className="sr-only">
              {t('mf.updatesAsYouChange')}
            </p>
            {inputs}
          </form>
        </section>
        <section aria-labelledby="mf-results-title" className="min-w-0 space-y-6">
          <h2 id="mf-results-title" className="sr-only">
            {t('mf.result')}
          </h2>
          {children}
        </section>
      </div>
      {how}
      <CounsellorCta topic={title} />
    </div>
  );
}
