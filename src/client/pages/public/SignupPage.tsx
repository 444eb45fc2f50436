import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useT } from '../../../i18n/browser';
import { useSession } from '../../session/session-context';
import { richText } from '../../components/rich-text';
import { DetailsStep, OtpStep, type Details } from './SignupDetailsSteps';
import { PackageStep } from './SignupPackageStep';
import { ResultStep } from './SignupResultStep';

const RETAIL_ROLES = [6, 11];

/**
 * /signup: a person enters name, e-mail and mobile, verifies the e-mail by OTP, picks a package open
 * to paid users, gives a billing address and pays (sandbox checkout, or Razorpay by configuration);
 * the payment's webhook makes them a paid user with the package's modules (docs/commerce.md).
 */
export function SignupPage() {
  const t = useT();
  useDocumentTitle(t('public.signup.title'));
  const { status, role } = useSession();
  const [params] = useSearchParams();
  const subscription = params.get('subscription');
  const [details, setDetails] = useState<Details | null>(null);
  const signedIn = status === 'authenticated';
  let body;
  if (status === 'restoring') body = <LoadingState />;
  else if (subscription && signedIn) body = <ResultStep payment={params.get('payment')} />;
  else if (signedIn && role !== null && RETAIL_ROLES.includes(role)) body = <PackageStep />;
  else if (signedIn)
    body = (
      <InlineAlert tone="info">
        <p>{t('public.signup.employerAccount')}</p>
      </InlineAlert>
    );
  else if (details) body = <OtpStep details={details} onBack={() => setDetails(null)} />;
  else body = <DetailsStep onSent={setDetails} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 md:px-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('public.signup.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{t('public.signup.heading')}</h1>
        <p className="mt-2 text-slate-600">
          {richText(t('public.signup.intro'), {
            login: (text) => (
              <Link to="/login" className="link">
                {text}
              </Link>
            ),
            coupon: (text) => (
              <Link to="/apply-coupon" className="link">
                {text}
              </Link>
            ),
          })}
        </p>
      </div>
      {body}
    </div>
  );
}
