import { Link } from 'react-router';
import { useT } from '../../../i18n/browser';
import { Button, buttonClass } from '../../components/Button';
import { InlineAlert } from '../../components/StateViews';
import type { FraScore } from './journey-api';
import { BAND_TEXT, NEXT_STEP_TEXT, type BandText } from './journey-text';

/** The risk assessment's result: the band with what it means, the bands' scale and what to do next. */
export function ScoreView({ score, onRetake }: { score: FraScore; onRetake: () => void }) {
  const t = useT();
  // A band or step this bundle does not know yet (a newer server) keeps the server's English.
  const band = (key: string, field: keyof BandText, english: string) => {
    const text = BAND_TEXT[key];
    return text ? t(text[field]) : english;
  };
  return (
    <section className="card flex flex-col gap-4 p-6" aria-labelledby="fra-score" data-testid="fra-score">
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('journey.risk.profile')}</p>
        <h2 id="fra-score" className="text-2xl font-bold text-slate-900">
          {band(score.band.key, 'label', score.band.label)}
        </h2>
        <p className="text-sm text-slate-600 tabular-nums">
          {t('journey.risk.score', {
            score: score.score,
            max: score.max_score,
            capacity: score.capacity_score,
            tolerance: score.tolerance_score,
          })}
        </p>
      </div>
      <ol className="flex flex-col gap-1 sm:flex-row" aria-label={t('journey.risk.bands')}>
        {score.bands.map((b) => (
          <li
            key={b.key}
            className={`min-w-0 flex-1 rounded-md [overflow-wrap:anywhere] px-1 py-1.5 text-center text-[0.7rem] leading-tight ${b.key === score.band.key ? 'bg-brand-600 font-semibold text-white' : 'bg-slate-100 text-slate-600'}`}
            aria-current={b.key === score.band.key ? 'true' : undefined}
          >
            {band(b.key, 'label', b.label)}
            <span className="block tabular-nums">
              {b.min}-{b.max}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-slate-700">{band(score.band.key, 'description', score.band.description)}</p>
      <p className="text-sm text-slate-700">
        <strong>{t('journey.risk.typicalMix')}</strong> {band(score.band.key, 'allocation', score.band.allocation)}
      </p>
      {score.capped_by_horizon && <InlineAlert tone="info">{t('journey.risk.capped')}</InlineAlert>}
      <div>
        <h3 className="font-semibold text-slate-900">{t('journey.risk.nextSteps')}</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {score.next_steps.map((s) => (
            <li key={s.href + s.label}>
              <Link to={s.href} className="link text-sm">
                {NEXT_STEP_TEXT[s.key] ? t(NEXT_STEP_TEXT[s.key]) : s.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-xs text-slate-500">{t('journey.risk.disclaimer')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onRetake}>
          {t('journey.risk.retake')}
        </Button>
        <Link to="/client/financial-journey" className={buttonClass('ghost')}>
          {t('journey.backToJourney')}
        </Link>
      </div>
    </section>
  );
}
