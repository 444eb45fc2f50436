import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toApiError, type ApiError } from '../../api/api-error';
import { buttonClass } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadingState } from '../../components/StateViews';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { useSession } from '../../session/session-context';
import { commerceApi, moduleLabel, type PaymentState } from '../commerce/commerce-api';

/** The sign-up page's last step: the subscription's state after the checkout, polled until it is active. */

export function ResultStep({ payment }: { payment: string | null }) {
  const t = useT();
  const lang = useAuthoredLang();
  const { refresh } = useSession();
  const [state, setState] = useState<PaymentState | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    let stop = false;
    let tries = 0;
    const poll = async () => {
      try {
        const s = await commerceApi.checkPayment();
        if (stop) return;
        setState(s);
        if (s.status === 'active' || s.status === 'trial') await refresh();
        else if (payment !== 'failed' && tries++ < 10) window.setTimeout(() => void poll(), 1000);
      } catch (e) {
        if (!stop) setError(toApiError(e));
      }
    };
    void poll();
    return () => {
      stop = true;
    };
  }, [payment, refresh]);
  if (error) return <ErrorMessage error={error} />;
  if (!state) return <LoadingState label={t('public.signup.checkingPayment')} />;
  const done = state.status === 'active' || state.status === 'trial';
  return (
    <div className="card flex flex-col gap-3 p-6" role="status" data-subscription-status={state.status ?? ''}>
      <h2 className="text-xl font-semibold text-slate-900">
        {done ? (
          <Sentence
            k="public.signup.thankYou"
            parts={{
              name: state.package_name ? (
                <span lang={lang(state.package_name)}>{state.package_name}</span>
              ) : (
                t('public.signup.yourPackage')
              ),
            }}
          />
        ) : (
          t('public.signup.notComplete')
        )}
      </h2>
      {done ? (
        <>
          <p className="text-slate-700">{t('public.signup.nowOpens')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('public.signup.yourModules')}>
            {state.package_info.modules.map((m) => (
              <li key={m.module_id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {moduleLabel(m.module_id)}
              </li>
            ))}
          </ul>
          <Link to="/client/home" className={`${buttonClass('primary')} self-start`}>
            {t('public.signup.goHome')}
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          {payment === 'failed' ? t('public.signup.failed') : t('public.signup.waiting')}
        </p>
      )}
    </div>
  );
}
