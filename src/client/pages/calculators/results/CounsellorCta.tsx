import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { ChatIcon } from '../../../components/Icons';
import { useT } from '../../../../i18n/browser';

/** Numbers raise questions: every calculator ends with a way to talk them through with a person. */
export function CounsellorCta({ topic }: { topic: string }) {
  const t = useT();
  return (
    <aside
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center"
      aria-labelledby="counsellor-cta-title"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm">
        <ChatIcon size={24} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="counsellor-cta-title" className="font-semibold text-slate-900">
          {t('calculators.cta.title')}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{t('calculators.cta.body', { topic })}</p>
      </div>
      <Link to="/client/counselling" className={`${buttonClass('primary')} shrink-0`} data-testid="talk-to-counsellor">
        {t('calculators.cta.button')}
      </Link>
    </aside>
  );
}
