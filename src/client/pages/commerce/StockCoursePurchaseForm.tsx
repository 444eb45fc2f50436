import { useMachine } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { stockCoursePurchaseMachine, type StockCourse } from '../../../../machines/stock-course-purchase.machine';
import { useT } from '../../../i18n/browser';
import { formatINR } from '../../../shared/format';
import { describeError, toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/FormField';
import { InlineAlert } from '../../components/StateViews';
import { showToast } from '../../toast/toast-store';
import { commerceApi, type Course } from './commerce-api';

/**
 * The stock market course's purchase form: choose a course, apply a discount code, a visitor's details, book and
 * pay (machines/stock-course-purchase.machine.ts).
 */
export function CoursePurchaseForm({
  courses,
  signedIn,
  initialCourse,
}: {
  courses: Course[];
  signedIn: boolean;
  initialCourse: number | null;
}) {
  const machineCourses: StockCourse[] = courses.map((c) => ({
    _id: c._id,
    name: c.name,
    cost: c.cost,
    is_combo: c.is_combo,
  }));
  const [snap, send] = useMachine(stockCoursePurchaseMachine, { input: { courses: machineCourses } });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ApiError | null>(null);
  const [visitor, setVisitor] = useState({ first_name: '', last_name: '', email: '', phone_number: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [bookError, setBookError] = useState<ApiError | null>(null);
  const t = useT();
  const ctx = snap.context;

  useEffect(() => {
    const first = initialCourse ?? courses[0]?._id;
    if (first !== undefined) send({ type: 'CHOOSE', course_id: first });
  }, [courses, initialCourse, send]);

  // A booking answer stores the payment link; the browser goes there (the sandbox or Razorpay checkout).
  useEffect(() => {
    if (snap.value === 'booked' && ctx.payment_link) window.location.assign(ctx.payment_link);
  }, [snap.value, ctx.payment_link]);

  const apply = async () => {
    if (!ctx.course) return;
    setCodeError(null);
    try {
      const q = await commerceApi.applyDiscount(signedIn, {
        course_id: ctx.course._id,
        code_name: code.trim(),
        ...(!signedIn && visitor.email ? { email: visitor.email } : {}),
      });
      send({ type: 'APPLY_DISCOUNT', quote: { code: q.code_name, discount_percentage: q.discount_percentage } });
      showToast({ title: t('commerce.course.discountApplied') });
    } catch (e) {
      const err = toApiError(e);
      setCodeError(err);
      send({ type: 'DISCOUNT_REFUSED', message: describeError(err) });
    }
  };

  const book = async (e: FormEvent) => {
    e.preventDefault();
    if (!ctx.course) return;
    setBookError(null);
    setFieldErrors({});
    send({ type: 'BOOK' });
    try {
      const r = await commerceApi.book(signedIn, {
        course_id: ctx.course._id,
        ...(ctx.discount_code ? { code_name: ctx.discount_code } : {}),
        ...(signedIn ? {} : visitor),
      });
      send({ type: 'BOOKED', payment_link: r.payment_link });
    } catch (err) {
      const apiErr = toApiError(err);
      setBookError(apiErr);
      setFieldErrors(Object.fromEntries(apiErr.fields.map((f) => [f.field, f.message])));
      send({ type: 'BOOK_FAILED', message: describeError(apiErr) });
    }
  };

  return (
    <form className="card flex flex-col gap-5 p-5 md:p-6" onSubmit={(e) => void book(e)} noValidate>
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t('commerce.course.choose')}</legend>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {courses.map((c) => {
            const selected = ctx.course?._id === c._id;
            return (
              <label
                key={c._id}
                className={`flex cursor-pointer flex-col gap-1 rounded-xl border p-4 ${selected ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="course"
                    value={c._id}
                    checked={selected}
                    onChange={() => send({ type: c.is_combo ? 'COMBO' : 'CHOOSE', course_id: c._id })}
                  />
                  <span className="font-semibold text-slate-900">{c.name}</span>
                </span>
                <span className="text-sm text-slate-600">{c.description}</span>
                <span className="mt-auto pt-1 font-semibold text-slate-900">{formatINR(c.cost)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('commerce.course.discountCode')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          containerClassName="w-full max-w-xs"
          autoComplete="off"
          error={codeError ? describeError(codeError) : null}
        />
        <Button type="button" variant="secondary" onClick={() => void apply()} disabled={!code.trim()}>
          {t('commerce.course.applyDiscount')}
        </Button>
      </div>

      {ctx.course && (
        <dl
          className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm md:grid-cols-4"
          aria-live="polite"
        >
          <div>
            <dt className="text-slate-600">{t('commerce.course.cost')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="course-cost">
              {formatINR(ctx.course.cost, { paise: true })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('commerce.course.discount')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="discount-percentage">
              {ctx.discount_percentage}%
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('commerce.course.discountAmount')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="discount-amount">
              {formatINR(ctx.discount_amount, { paise: true })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('commerce.course.finalPrice')}</dt>
            <dd className="text-lg font-bold text-brand-800" data-testid="final-price">
              {formatINR(ctx.final_price, { paise: true })}
            </dd>
          </div>
        </dl>
      )}

      {!signedIn && (
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">{t('commerce.course.yourDetails')}</legend>
          <TextField
            label={t('commerce.course.firstName')}
            required
            autoComplete="given-name"
            value={visitor.first_name}
            onChange={(e) => setVisitor({ ...visitor, first_name: e.target.value })}
            error={fieldErrors.first_name}
          />
          <TextField
            label={t('commerce.course.lastName')}
            required
            autoComplete="family-name"
            value={visitor.last_name}
            onChange={(e) => setVisitor({ ...visitor, last_name: e.target.value })}
            error={fieldErrors.last_name}
          />
          <TextField
            label={t('commerce.course.email')}
            type="email"
            required
            autoComplete="email"
            value={visitor.email}
            onChange={(e) => setVisitor({ ...visitor, email: e.target.value })}
            error={fieldErrors.email}
          />
          <TextField
            label={t('commerce.course.mobile')}
            type="tel"
            required
            autoComplete="tel"
            value={visitor.phone_number}
            onChange={(e) => setVisitor({ ...visitor, phone_number: e.target.value })}
            error={fieldErrors.phone_number}
            hint={t('commerce.course.mobileHint')}
          />
        </fieldset>
      )}

      {bookError && bookError.fields.length === 0 && (
        <InlineAlert>
          <ErrorMessage error={bookError} />
        </InlineAlert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!ctx.course || snap.value === 'booking' || snap.value === 'booked'}>
          {snap.value === 'booking'
            ? t('commerce.course.booking')
            : t('commerce.course.bookAndPay', { amount: formatINR(ctx.final_price, { paise: true }) })}
        </Button>
        {(ctx.message || ctx.payment_link) && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              send({ type: 'RESET' });
              setBookError(null);
              setCodeError(null);
            }}
          >
            {t('commerce.course.clear')}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {t('commerce.course.paymentsNote')}{' '}
        <a className="link" href="/stock-course-terms">
          {t('commerce.course.terms')}
        </a>
      </p>
    </form>
  );
}
