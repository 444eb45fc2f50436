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
  // The centred lines, top to bottom: space above, bold or not, size, colour, text.
  const lines: Array<[number, boolean, number, string, string]> = [
    [1, true, 30, '#0f172a', t('pdf.certificate.heading')],
    [1, false, 13, '#334155', t('pdf.certificate.certifies')],
    [0.5, true, 24, '#0f172a', c.holder_name],
    [0.5, false, 13, '#334155', t('pdf.certificate.completed')],
    [0.5, true, 20, '#0f172a', c.course_title],
    [0.8, false, 12, '#334155', t('pdf.certificate.when', { date: completed, minutes: c.duration_minutes })],
  ];
  for (const [space, strong, size, colour, line] of lines)
    doc
      .moveDown(space)
      .font(strong ? bold : body)
      .fontSize(size)
      .fillColor(colour)
      .text(line, { width, align: 'center' });
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
