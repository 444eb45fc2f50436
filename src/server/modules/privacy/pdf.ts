import type { MessageKey } from '../../../i18n/keys.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { translator } from '../../i18n.js';
import { createPdf } from '../../pdf/document.js';
import { numberPages } from '../../pdf/number-pages.js';
import type { ModuleSection } from './my-data-modules.js';
import type { MyData } from './my-data.js';

/** The profile fields in the PDF, with their labels' catalogue keys (namespace `pdf`). */
const PROFILE_FIELDS = [
  ['unique_user_no', 'pdf.myData.field.unique_user_no'],
  ['email', 'pdf.myData.field.email'],
  ['first_name', 'pdf.myData.field.first_name'],
  ['last_name', 'pdf.myData.field.last_name'],
  ['phone_number', 'pdf.myData.field.phone_number'],
  ['company_name', 'pdf.myData.field.company_name'],
  ['gender', 'pdf.myData.field.gender'],
  ['age_range', 'pdf.myData.field.age_range'],
  ['preferences', 'pdf.myData.field.preferences'],
  ['address', 'pdf.myData.field.address'],
  ['pin_code', 'pdf.myData.field.pin_code'],
  ['city_name', 'pdf.myData.field.city_name'],
  ['state', 'pdf.myData.field.state'],
  ['country', 'pdf.myData.field.country'],
  ['billing_address', 'pdf.myData.field.billing_address'],
  ['consent_at', 'pdf.myData.field.consent_at'],
  ['last_login_at', 'pdf.myData.field.last_login_at'],
  ['created_at', 'pdf.myData.field.created_at'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

/** The module sections (my-data-modules.ts) in the PDF's order, with their headings' catalogue keys. */
const MODULE_SECTIONS: Record<ModuleSection, MessageKey> = {
  course_progress: 'pdf.myData.section.course_progress',
  course_chapter_completions: 'pdf.myData.section.course_chapter_completions',
  course_certificates: 'pdf.myData.section.course_certificates',
  course_chapter_progress: 'pdf.myData.section.course_chapter_progress',
  course_assignment_submissions: 'pdf.myData.section.course_assignment_submissions',
  media_watch_progress: 'pdf.myData.section.media_watch_progress',
  course_time_sessions: 'pdf.myData.section.course_time_sessions',
  assessment_answers: 'pdf.myData.section.assessment_answers',
  journey_topics: 'pdf.myData.section.journey_topics',
  journey_cards: 'pdf.myData.section.journey_cards',
  quiz_attempts: 'pdf.myData.section.quiz_attempts',
  risk_assessment_answers: 'pdf.myData.section.risk_assessment_answers',
  risk_assessment_results: 'pdf.myData.section.risk_assessment_results',
  planner_registrations: 'pdf.myData.section.planner_registrations',
  planner_handoffs: 'pdf.myData.section.planner_handoffs',
  webinar_registrations: 'pdf.myData.section.webinar_registrations',
  webinar_watch_sessions: 'pdf.myData.section.webinar_watch_sessions',
  page_visits: 'pdf.myData.section.page_visits',
  ad_views: 'pdf.myData.section.ad_views',
  daily_usage: 'pdf.myData.section.daily_usage',
  report_exports: 'pdf.myData.section.report_exports',
  notifications_read: 'pdf.myData.section.notifications_read',
  notifications_emailed: 'pdf.myData.section.notifications_emailed',
  mail_unsubscribes: 'pdf.myData.section.mail_unsubscribes',
  tasks: 'pdf.myData.section.tasks',
  assistant_conversations: 'pdf.myData.section.assistant_conversations',
  subscriptions: 'pdf.myData.section.subscriptions',
  course_purchases: 'pdf.myData.section.course_purchases',
  commerce_payments: 'pdf.myData.section.commerce_payments',
  session_code: 'pdf.myData.section.session_code',
  profile_image: 'pdf.myData.section.profile_image',
  sign_in_identities: 'pdf.myData.section.sign_in_identities',
  counsellor_profile: 'pdf.myData.section.counsellor_profile',
  speaker_profile: 'pdf.myData.section.speaker_profile',
};
/** Rows shown per section (the latest); the JSON holds all. */
const PDF_ROWS = 500;

/**
 * "My data" as a readable PDF (docs/privacy.md) in the person's language (labels from the catalogue's `pdf`
 * namespace; Devanagari set in Noto Sans Devanagari by src/server/pdf); money with the rupee sign where a font has it;
 * "Page i of n" (the pager's own sentence, `common.pageOf`) at the foot of every page.
 */
function text(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (v instanceof Date) return v.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  if (Array.isArray(v)) return v.length ? v.map(text).join(', ') : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export async function renderMyDataPdf(data: MyData, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const t = translator(locale);
  // Pages kept open to the end, to write "Page 2 of 5" on each.
  const pdf = await createPdf({ title: t('pdf.myData.title'), margin: 48, bufferPages: true });
  const { doc, body: bodyFont, bold: boldFont, text: shown } = pdf;
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
    if (rows.length === 0) doc.text(t('pdf.myData.none'));
    for (const r of rows) doc.text(`• ${line(r)}`);
  };

  doc.font(boldFont).fontSize(18).fillColor('#0f172a').text(t('pdf.myData.title'));
  doc
    .font(bodyFont)
    .fontSize(9.5)
    .fillColor('#475569')
    .text(t('pdf.myData.generated', { date: text(new Date(data.generated_at)) }));

  heading(t('pdf.myData.profile'));
  const p = data.profile as Record<string, unknown>;
  for (const [k, label] of PROFILE_FIELDS) row(t(label), p[k]);

  heading(t('pdf.myData.bookings', { n: data.bookings.length }));
  list(data.bookings, (b) =>
    t('pdf.myData.booking', {
      date: text(b.booking_date),
      time: text(b.slot_time),
      service: text(b.service),
      counsellor: text(b.counsellor),
      amount: money(b.amount_paise),
      price: money(b.price_paise),
      discount: money(b.discount_paise),
      status: text(b.status),
    }),
  );
  heading(t('pdf.myData.payments', { n: data.payments.length }));
  list(data.payments, (x) => `${money(x.amount_paise)} · ${text(x.provider)} · ${text(x.status)} · ${text(x.paid_at)}`);
  heading(t('pdf.myData.feedback', { n: data.feedback.length }));
  list(data.feedback, (f) =>
    t('pdf.myData.feedbackLine', { booking: text(f.booking_id), rating: text(f.rating), feedback: text(f.feedback) }),
  );
  heading(t('pdf.myData.consents', { n: data.consents.length }));
  list(data.consents as unknown as Array<Record<string, unknown>>, (c) =>
    t('pdf.myData.consent', {
      purpose: text(c.purpose),
      version: text(c.text_version),
      given: text(c.given_at),
      withdrawn: text(c.withdrawn_at),
    }),
  );
  heading(t('pdf.myData.favourites', { n: data.calculator_favourites.length }));
  list(data.calculator_favourites, (f) =>
    t('pdf.myData.favourite', { calculator: text(f.calculator_id), date: text(f.created_at) }),
  );
  heading(t('pdf.myData.signIns', { n: data.sessions.length }));
  list(data.sessions, (s) =>
    t('pdf.myData.signIn', { date: text(s.created_at), ip: text(s.ip), agent: text(s.user_agent) }),
  );
  heading(t('pdf.myData.activity', { n: data.activity.length }));
  list(data.activity.slice(-500), (a) =>
    t('pdf.myData.activityLine', { date: text(a.created_at), action: text(a.action_id), url: text(a.navigation_url) }),
  );
  if (data.activity.length > 500) doc.text(t('pdf.myData.earlier', { n: data.activity.length - 500 }));
  // The module sections as generic lists: one line per row, each column as "name: value".
  for (const [key, label] of Object.entries(MODULE_SECTIONS) as Array<[ModuleSection, MessageKey]>) {
    const rows = data[key];
    heading(t(label, { n: rows.length }));
    list(rows.slice(-PDF_ROWS), (r) =>
      Object.entries(r)
        // Amounts are kept in paise: shown in rupees with the sign, like the bookings above.
        .map(([k, v]) => (k.endsWith('_paise') && v !== null ? `${k.slice(0, -6)}: ${money(v)}` : `${k}: ${text(v)}`))
        .join(' · '),
    );
    if (rows.length > PDF_ROWS) doc.text(t('pdf.myData.earlier', { n: rows.length - PDF_ROWS }));
  }
  numberPages(pdf, (page, total) => t('common.pageOf', { page, total }));
  return pdf.finish();
}
