import { formatDateLongIST, withFormatLocale } from '../../../shared/format.js';
import type { Locale } from '../../../i18n/locales.js';
import { translator } from '../../i18n.js';
import { createPdf } from '../../pdf/document.js';
import type { Certificate } from './certificates.js';

/**
 * A course certificate as a one-page landscape PDF in the reader's language: the name, the course, the date completed,
 * its duration, and the verification code with the public page that confirms it (`verifyUrl`).
 */
export async function certificatePdf(c: Certificate, verifyUrl: string, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const completed = withFormatLocale(locale, () => formatDateLongIST(c.completed_at));
  const { doc, body, bold, finish } = await createPdf({
    title: t('pdf.certificate.title', { course: c.course_title }),
    margin: 56,
    layout: 'landscape',
  });
  const width = doc.page.width - 112;
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(2)
    .strokeColor('#1d4ed8')
    .stroke();
  doc.font(bold).fontSize(16).fillColor('#1d4ed8').text('FinWell', 56, 72, { width, align: 'center' });
  doc
    .moveDown(1)
    .font(bold)
    .fontSize(30)
    .fillColor('#0f172a')
    .text(t('pdf.certificate.heading'), { width, align: 'center' });
  doc
    .moveDown(1)
    .font(body)
    .fontSize(13)
    .fillColor('#334155')
    .text(t('pdf.certificate.certifies'), { width, align: 'center' });
  doc.moveDown(0.5).font(bold).fontSize(24).fillColor('#0f172a').text(c.holder_name, { width, align: 'center' });
  doc
    .moveDown(0.5)
    .font(body)
    .fontSize(13)
    .fillColor('#334155')
    .text(t('pdf.certificate.completed'), { width, align: 'center' });
  doc.moveDown(0.5).font(bold).fontSize(20).fillColor('#0f172a').text(c.course_title, { width, align: 'center' });
  doc
    .moveDown(0.8)
    .font(body)
    .fontSize(12)
    .fillColor('#334155')
    .text(t('pdf.certificate.when', { date: completed, minutes: c.duration_minutes }), { width, align: 'center' });
  doc
    .font(body)
    .fontSize(10)
    .fillColor('#64748b')
    .text(t('pdf.certificate.verify', { code: c.code, url: verifyUrl }), 56, doc.page.height - 110, {
      width,
      align: 'center',
    });
  return finish();
}
