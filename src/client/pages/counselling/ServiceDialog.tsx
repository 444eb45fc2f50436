import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { useNavigate } from 'react-router';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/FormField';
import { InlineAlert } from '../../components/StateViews';
import { counsellingApi, PARTNER_REDIRECT_MS, type Audience, type CounsellingService } from './counselling-api';
import { ErrorMessage } from '../../components/ErrorMessage';

/**
 * What a service covers and excludes, its disclaimer, and its action: slot services show their
 * counsellors, partner services book without a slot and open the partner's page in a new window
 * (after 1 s for signed-in users, at once for visitors), link services go to their page.
 */
export function ServiceDialog({
  service,
  audience,
  onClose,
  onShowCounsellors,
}: {
  service: CounsellingService;
  audience: Audience;
  onClose: () => void;
  onShowCounsellors: (serviceId: number) => void;
}) {
  const t = useT();
  const lang = useAuthoredLang();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [guest, setGuest] = useState({ first_name: '', last_name: '', email: '' });
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const fieldError = (f: string) => error?.fieldMap()[f]?.message ?? null;

  const bookPartner = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // Opened inside the click so pop-up blockers allow it; the address is set once the booking exists.
    const win = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const body =
        audience === 'public'
          ? { service_id: service.id, phone_number: phone.trim(), ...guest }
          : { service_id: service.id, phone_number: phone.trim() };
      const res = await counsellingApi.bookWithoutSlot(audience, body);
      setDone(res.redirect_url);
      const go = () => {
        if (win && !win.closed) win.location.href = res.redirect_url;
        else window.open(res.redirect_url, '_blank', 'noopener');
      };
      if (audience === 'public') go();
      else setTimeout(go, PARTNER_REDIRECT_MS);
    } catch (err) {
      win?.close();
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={<span lang={lang(service.title)}>{service.title}</span>}
      onClose={onClose}
      size="lg"
      description={service.note ? <span lang={lang(service.note)}>{service.note}</span> : undefined}
      footer={
        service.kind === 'slot' ? (
          <Button onClick={() => onShowCounsellors(service.id)}>{t('counselling.service.seeCounsellors')}</Button>
        ) : service.kind === 'link' && service.link ? (
          <Button onClick={() => navigate(service.link!)}>{t('counselling.service.open')}</Button>
        ) : undefined
      }
    >
      <p className="text-sm text-slate-700" lang={lang(service.description)}>
        {service.description}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-emerald-800">{t('counselling.service.covered')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {service.covered.map((c) => (
              <li key={c} lang={lang(c)}>
                {c}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-red-800">{t('counselling.service.notCovered')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {service.excluded.map((c) => (
              <li key={c} lang={lang(c)}>
                {c}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {(service.disclaimerText || service.disclaimerPoints.length > 0) && (
        <div className="mt-4 rounded-xl bg-amber-50 p-3 text-xs text-amber-900">
          <p className="font-semibold">{t('counselling.service.disclaimer')}</p>
          {service.disclaimerText && (
            <p className="mt-1" lang={lang(service.disclaimerText)}>
              {service.disclaimerText}
            </p>
          )}
          {service.disclaimerPoints.length > 0 && (
            <ul className="mt-1 list-disc pl-4">
              {service.disclaimerPoints.map((p) => (
                <li key={p} lang={lang(p)}>
                  {p}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {service.kind === 'partner' &&
        (done ? (
          <div className="mt-5">
            <InlineAlert tone="success">
              <Sentence
                k={service.partner_name ? 'counselling.service.booked' : 'counselling.service.bookedOurPartner'}
                parts={{
                  partner: <span translate="no">{service.partner_name ?? ''}</span>,
                  link: (
                    <a className="link" href={done} target="_blank" rel="noopener noreferrer">
                      {t('counselling.service.openItHere')}
                    </a>
                  ),
                }}
              />
            </InlineAlert>
          </div>
        ) : (
          <form className="mt-5 flex flex-col gap-3" onSubmit={bookPartner} noValidate>
            <p className="text-sm text-slate-600">
              {service.partner_name ? (
                <Sentence
                  k="counselling.service.providedBy"
                  parts={{ partner: <span translate="no">{service.partner_name}</span> }}
                />
              ) : (
                t('counselling.service.providedByOurPartner')
              )}
            </p>
            {audience === 'public' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t('counselling.fields.firstName')}
                  required
                  value={guest.first_name}
                  onChange={(e) => setGuest({ ...guest, first_name: e.target.value })}
                  error={fieldError('first_name')}
                  autoComplete="given-name"
                />
                <TextField
                  label={t('counselling.fields.lastName')}
                  required
                  value={guest.last_name}
                  onChange={(e) => setGuest({ ...guest, last_name: e.target.value })}
                  error={fieldError('last_name')}
                  autoComplete="family-name"
                />
                <TextField
                  label={t('counselling.fields.email')}
                  type="email"
                  required
                  value={guest.email}
                  onChange={(e) => setGuest({ ...guest, email: e.target.value })}
                  error={fieldError('email')}
                  autoComplete="email"
                  containerClassName="sm:col-span-2"
                />
              </div>
            )}
            <TextField
              label={t('counselling.fields.mobile')}
              type="tel"
              inputMode="tel"
              required
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={fieldError('phone_number')}
              hint={t('counselling.fields.mobileHint')}
              autoComplete="tel"
            />
            {error && !error.fields.length && (
              <InlineAlert>
                <ErrorMessage error={error} />
              </InlineAlert>
            )}
            <div>
              <Button type="submit" loading={busy}>
                {service.partner_name ? (
                  <Sentence
                    k="counselling.service.bookWith"
                    parts={{ partner: <span translate="no">{service.partner_name}</span> }}
                  />
                ) : (
                  t('counselling.service.bookWithPartner')
                )}
              </Button>
            </div>
          </form>
        ))}
    </Dialog>
  );
}
