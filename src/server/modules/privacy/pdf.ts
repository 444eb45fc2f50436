import { createPdf } from '../../pdf/document.js';
import type { MyData } from './service.js';

/** "My data" as a readable PDF (docs/privacy.md); money with the rupee sign where a font has it (src/server/pdf). */
function text(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (v instanceof Date) return v.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  if (Array.isArray(v)) return v.length ? v.map(text).join(', ') : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function renderMyDataPdf(data: MyData): Promise<Buffer> {
  const {
    doc,
    body: bodyFont,
    bold: boldFont,
    text: shown,
    finish,
  } = createPdf({
    title: 'My FinWell data',
    margin: 48,
  });
  const money = (paise: unknown) =>
    shown(
      `₹${(Number(paise ?? 0) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );

  const heading = (t: string) => {
    doc.moveDown(0.8).font(boldFont).fontSize(13).fillColor('#0f172a').text(t);
    doc.moveDown(0.2).font(bodyFont).fontSize(9.5).fillColor('#1e293b');
  };
  const row = (label: string, value: unknown) => {
    doc.font(boldFont).text(`${label}: `, { continued: true }).font(bodyFont).text(text(value));
  };
  const list = (rows: Array<Record<string, unknown>>, line: (r: Record<string, unknown>) => string) => {
    if (rows.length === 0) doc.text('None.');
    for (const r of rows) doc.text(`• ${line(r)}`);
  };

  doc.font(boldFont).fontSize(18).fillColor('#0f172a').text('My FinWell data');
  doc
    .font(bodyFont)
    .fontSize(9.5)
    .fillColor('#475569')
    .text(`Generated ${text(new Date(data.generated_at))}. The same data is available as JSON on My profile.`);

  heading('Profile');
  const p = data.profile as Record<string, unknown>;
  for (const [k, label] of [
    ['unique_user_no', 'User number'],
    ['email', 'E-mail'],
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['phone_number', 'Mobile'],
    ['company_name', 'Company'],
    ['gender', 'Gender'],
    ['age_range', 'Age range'],
    ['preferences', 'Preferences'],
    ['address', 'Address'],
    ['pin_code', 'PIN code'],
    ['city_name', 'City'],
    ['state', 'State'],
    ['country', 'Country'],
    ['billing_address', 'Billing address'],
    ['consent_at', 'Consent given'],
    ['last_login_at', 'Last login'],
    ['created_at', 'Account created'],
  ] as const)
    row(label, p[k]);

  heading(`Counselling bookings (${data.bookings.length})`);
  list(
    data.bookings,
    (b) =>
      `${text(b.booking_date)} ${text(b.slot_time)} · ${text(b.service)} with ${text(b.counsellor)} · ` +
      `amount ${money(b.amount_paise)} (price ${money(b.price_paise)}, discount ${money(b.discount_paise)}) · status ${text(b.status)}`,
  );
  heading(`Payments (${data.payments.length})`);
  list(data.payments, (x) => `${money(x.amount_paise)} · ${text(x.provider)} · ${text(x.status)} · ${text(x.paid_at)}`);
  heading(`Feedback (${data.feedback.length})`);
  list(data.feedback, (f) => `Booking ${text(f.booking_id)}: ${text(f.rating)}/5 — ${text(f.feedback)}`);
  heading(`Consents (${data.consents.length})`);
  list(
    data.consents as unknown as Array<Record<string, unknown>>,
    (c) =>
      `${text(c.purpose)}, text version ${text(c.text_version)}: given ${text(c.given_at)}, withdrawn ${text(c.withdrawn_at)}`,
  );
  heading(`Favourite calculators (${data.calculator_favourites.length})`);
  list(data.calculator_favourites, (f) => `Calculator ${text(f.calculator_id)} since ${text(f.created_at)}`);
  heading(`Sign-ins (${data.sessions.length})`);
  list(data.sessions, (s) => `${text(s.created_at)} from ${text(s.ip)} (${text(s.user_agent)})`);
  heading(`Activity (${data.activity.length} entries)`);
  list(
    data.activity.slice(-500),
    (a) => `${text(a.created_at)} · action ${text(a.action_id)} · ${text(a.navigation_url)}`,
  );
  if (data.activity.length > 500)
    doc.text(`… and ${data.activity.length - 500} earlier entries (all are in the JSON).`);
  heading('Course progress and assessment answers');
  doc.text('None recorded.');
  return finish();
}
