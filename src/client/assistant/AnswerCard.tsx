import { Link } from 'react-router';
import { buttonClass } from '../components/Button';
import type { AssistantAnswer } from './assistant-api';
import { useEffect } from 'react';
import { ensurePageMessages, setLocale, useLocale, useT, type MessageKey } from '../../i18n/browser';
import { calculatorTitle, fieldLabel, outputLabel } from '../../calculators/text-keys';
import { formatDateIST } from '../../shared/format';

/** How the quoted source is introduced: a course or a video of the learning center says so. */
const SOURCE_LABEL: Partial<Record<AssistantAnswer['sources'][number]['kind'], MessageKey>> = {
  course: 'assistant.answer.sourceCourse',
  video: 'assistant.answer.sourceVideo',
};

/**
 * The answer's text as the card shows it: a content answer without its "From …:" lead (the source line names it), and
 * without the Hinglish note, which the card shows with its switch button.
 */
function shownText(answer: AssistantAnswer): string {
  const text = answer.language_hint === 'hi' ? answer.answer.replace(/\n\n[^\n]*$/, '') : answer.answer;
  return answer.kind === 'content' ? text.replace(/^(?:From "[^"]*": |"[^"]*" से(?: \([^)]*\))?: )/, '') : text;
}

/**
 * One answer of the assistant (docs/assistant.md "Screens"): the text; for a calculator answer the
 * inputs it understood (assumed ones marked) and the calculator's outputs with a link to the page
 * with those inputs filled in; for a content answer the quoted passage and its source; for "I don't
 * know" the closest topics and a counsellor booking that carries the question.
 */
export function AnswerCard({ answer, onNavigate }: { answer: AssistantAnswer; onNavigate?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const calc = answer.calculation;
  // The server names calculators and their figures in English; the reader's words come from the pages' catalogue
  // part (namespace calcText), fetched here for a reader in another language (English shows until it arrives).
  const hasCalculator = !!calc || answer.calculators.length > 0;
  const english = locale === 'en-IN';
  useEffect(() => {
    if (hasCalculator && locale !== 'en-IN') void ensurePageMessages().catch(() => undefined);
  }, [hasCalculator, locale]);
  // A course or video already quoted or listed as a source is not linked a second time.
  const shown = new Set(answer.kind === 'content' ? answer.sources.map((s) => s.url) : []);
  const isSource = (url: string) => shown.has(url);
  const links = [
    ...answer.calculators
      .filter((c) => !calc || c.url !== calc.url)
      .map((c) => ({
        key: `c${c.id}`,
        to: c.url,
        label: t('assistant.answer.calculatorLink', { title: english ? c.title : calculatorTitle(t, c.id, c.title) }),
      })),
    ...answer.webinars.map((w) => ({
      key: `w${w.id}`,
      to: w.url,
      label: t('assistant.answer.webinarLink', { name: w.name }),
    })),
    ...answer.courses
      .filter((c) => !isSource(c.url))
      .map((c) => ({ key: `o${c.id}`, to: c.url, label: t('assistant.answer.courseLink', { title: c.title }) })),
    ...answer.videos
      .filter((v) => !isSource(v.url))
      .map((v) => ({ key: `v${v.id}`, to: v.url, label: t('assistant.answer.videoLink', { title: v.title }) })),
    ...answer.playlists.map((p) => ({
      key: `p${p.id}`,
      to: p.url,
      label: t('assistant.answer.playlistLink', { name: p.name }),
    })),
    ...answer.counsellors.map((c) => ({
      key: `k${c.id}`,
      to: c.url,
      label: t('assistant.answer.counsellorLink', { name: c.name }),
    })),
  ];
  return (
    <div className="space-y-3 text-sm text-slate-800" data-testid="assistant-answer" data-kind={answer.kind}>
      {calc ? (
        <div className="space-y-3">
          <p className="font-medium text-slate-900">
            {t('assistant.answer.calculatorTitle', {
              title: english ? calc.title : calculatorTitle(t, calc.calculator_id, calc.title),
            })}
          </p>
          <dl className="space-y-1 rounded-xl bg-slate-50 p-3" aria-label={t('assistant.answer.inputsUnderstood')}>
            {calc.inputs.map((i) => (
              <div key={i.name} className="flex min-w-0 flex-wrap justify-between gap-x-2">
                <dt className="text-slate-600">{english ? i.label : fieldLabel(t, calc.key, i.name, i.label)}</dt>
                <dd className="font-medium">
                  {i.display}
                  {i.assumed && (
                    <span className="ml-1 text-xs font-normal text-slate-500">{t('assistant.answer.assumed')}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <dl className="space-y-1" aria-label={t('assistant.answer.results')} data-testid="assistant-outputs">
            {calc.outputs.map((o) => (
              <div key={o.name} className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-slate-600">{english ? o.label : outputLabel(t, calc.key, o.name, o.label)}</dt>
                <dd className="font-semibold text-slate-900">{o.display}</dd>
              </div>
            ))}
          </dl>
          {calc.rates.length > 0 && (
            <div className="text-xs text-slate-600" data-testid="assistant-rates">
              <p className="font-medium text-slate-700">{t('assistant.answer.ratesUsed')}</p>
              <ul className="mt-1 space-y-1">
                {calc.rates.map((r) => (
                  <li key={r.id}>
                    {t('assistant.answer.rateLine', {
                      label: english ? r.label : t(`calcText.rate.${r.id}.label` as MessageKey),
                      value: english ? r.display : t(`calcText.rate.${r.id}.display` as MessageKey),
                    })}{' '}
                    <span className="text-slate-500">
                      {t('assistant.answer.rateSource', {
                        date: formatDateIST(`${r.as_of}T00:00:00+05:30`),
                        source: english ? r.source : t(`calcText.rate.${r.id}.source` as MessageKey),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Link
            to={calc.url}
            onClick={onNavigate}
            className={`${buttonClass('primary', 'sm')} h-auto min-h-9 py-2`}
            data-testid="assistant-calculator-link"
          >
            {t('assistant.answer.openCalculator')}
          </Link>
        </div>
      ) : (
        <p className="whitespace-pre-line">{shownText(answer)}</p>
      )}
      {answer.kind === 'content' && answer.sources[0] && (
        <p className="text-xs text-slate-600">
          {t('assistant.answer.sourceLine', {
            label: t(SOURCE_LABEL[answer.sources[0].kind] ?? 'assistant.answer.source'),
          })}
          <Link
            to={answer.sources[0].url}
            onClick={onNavigate}
            className="font-medium text-brand-700 underline"
            data-testid="assistant-source"
          >
            {answer.sources[0].title}
          </Link>
        </p>
      )}
      {answer.kind === 'content' && answer.sources.length > 1 && (
        <div>
          <p className="text-xs font-medium text-slate-600">{t('assistant.answer.alsoAbout')}</p>
          <ul className="mt-1 space-y-0.5">
            {answer.sources.slice(1).map((s) => (
              <li key={`${s.kind}${s.id}`}>
                <Link to={s.url} onClick={onNavigate} className="text-brand-700 underline">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.link && (
        <Link
          to={answer.link.url}
          onClick={onNavigate}
          className="font-medium text-brand-700 underline"
          data-testid="assistant-link"
        >
          {answer.link.title}
        </Link>
      )}
      {answer.booking && (answer.kind === 'unknown' || answer.kind === 'handoff') && (
        <Link
          to={answer.booking.url}
          onClick={onNavigate}
          className={buttonClass('primary', 'sm')}
          data-testid="assistant-book"
        >
          {t('assistant.answer.bookCounsellor')}
        </Link>
      )}
      {answer.language_hint === 'hi' && locale !== 'hi-IN' && (
        <p className="text-xs text-slate-600" lang="hi" data-testid="assistant-hinglish-note">
          {t('assistant.answer.hinglishNote')}{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline"
            onClick={() => void setLocale('hi-IN').catch(() => undefined)}
            data-testid="assistant-switch-hindi"
          >
            {t('assistant.answer.switchToHindi')}
          </button>
        </p>
      )}
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('assistant.answer.related')}>
          {links.map((l) => (
            <li key={l.key}>
              <Link
                to={l.to}
                onClick={onNavigate}
                className="inline-block rounded-full border border-slate-200 px-3 py-1 text-xs font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
