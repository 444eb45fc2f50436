import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { commerceApi, type Course, type Purchase } from './commerce-api';
import { CoursePurchaseForm } from './StockCoursePurchaseForm';
import { MyPurchases, ReturnedPurchase } from './StockCoursePurchases';

/**
 * /stock-market-course: the stock market course for visitors and signed-in users (the counselling
 * service "Stock Market Course" links here). The purchase flow is machines/stock-course-purchase.machine.ts.
 */
export function StockCoursePage() {
  const t = useT();
  useDocumentTitle(t('commerce.course.docTitle'));
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [params] = useSearchParams();
  // The checkout returns with the purchase's unguessable reference (docs/commerce.md).
  const purchase = params.get('purchase') || null;
  const courseParam = Number(params.get('course_id')) || null;
  const [data, setData] = useState<{ courses: Course[]; purchases: Purchase[] } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [paid, setPaid] = useState(false);
  const [bookAnother, setBookAnother] = useState(false);
  const paidNow = useCallback(() => setPaid(true), []);
  useEffect(() => {
    if (status === 'restoring') return;
    setError(null);
    commerceApi
      .courses(signedIn)
      .then(setData)
      .catch((e: unknown) => setError(toApiError(e)));
  }, [signedIn, status, attempt]);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 md:px-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('commerce.course.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{t('commerce.course.title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('commerce.course.lead')}</p>
      </div>
      {purchase && <ReturnedPurchase reference={purchase} onPaid={paidNow} />}
      {error ? (
        <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !data ? (
        <LoadingState label={t('commerce.course.loading')} />
      ) : (
        <>
          {/* After a paid checkout the form waits for "Book another course": a fresh "Book and pay" under the
              thank-you read as if the course still had to be paid for (issue 34). */}
          {paid && !bookAnother ? (
            <div>
              <Button variant="secondary" onClick={() => setBookAnother(true)}>
                {t('commerce.course.bookAnother')}
              </Button>
            </div>
          ) : (
            <CoursePurchaseForm courses={data.courses} signedIn={signedIn} initialCourse={courseParam} />
          )}
          {signedIn && <MyPurchases purchases={data.purchases} onChanged={() => setAttempt((n) => n + 1)} />}
        </>
      )}
    </div>
  );
}
