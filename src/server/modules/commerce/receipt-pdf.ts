import { formatDateTimeIST, formatINR, withFormatLocale } from '../../../shared/format.js';
import type { Locale } from '../../../i18n/locales.js';
import { translator } from '../../i18n.js';
import { createPdf } from '../../pdf/document.js';

/** What a stock-course receipt shows (stock-course-purchases.ts purchaseReceipt). */
export type ReceiptFacts = {
  receipt: string;
  paidAt: Date;
  buyerName: string;
  courseName: string;
  listPaise: number;
  discountPaise: number;
  discountPercent: number;
  paidPaise: number;
  paymentRef: string | null;
};

/**
 * The receipt of a paid stock market course as a one-page PDF (issue 34: the confirmation had none), in the reader's
 * language: receipt number, date and time paid (IST), who paid, the course, its price, the discount, the amount paid
 * and the payment's reference. FinWell issues a receipt, not a tax invoice: no GSTIN is configured, so no GST lines
 * (README "Known gaps").
 */
export async function receiptPdf(f: ReceiptFacts, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  // Money and the date formatted for the locale first (withFormatLocale is synchronous); ₹ as the font can show it.
  const money = (paise: number) => formatINR(paise / 100, { paise: paise % 100 !== 0 });
  const [paidAt, list, discount, paid] = withFormatLocale(locale, () => [
    formatDateTimeIST(f.paidAt),
    money(f.listPaise),
    money(f.discountPaise),
    money(f.paidPaise),
  ]);
  const { doc, body, bold, text, finish } = await createPdf({
    title: t('pdf.receipt.title', { receipt: f.receipt }),
    margin: 56,
  });
  const rows: Array<{ label: string; value: string; strong?: boolean }> = [
    { label: t('pdf.receipt.number'), value: f.receipt },
    { label: t('pdf.receipt.paidOn'), value: paidAt },
    { label: t('pdf.receipt.billedTo'), value: f.buyerName },
    { label: t('pdf.receipt.course'), value: f.courseName },
    { label: t('pdf.receipt.price'), value: text(list) },
    ...(f.discountPaise > 0
      ? [{ label: t('pdf.receipt.discount', { percent: f.discountPercent }), value: `- ${text(discount)}` }]
      : []),
    { label: t('pdf.receipt.amountPaid'), value: text(paid), strong: true },
    ...(f.paymentRef ? [{ label: t('pdf.receipt.paymentRef'), value: f.paymentRef }] : []),
  ];
  doc.font(bold).fontSize(20).fillColor('#0f172a').text('FinWell');
  doc.moveDown(0.3).font(bold).fontSize(14).text(t('pdf.receipt.heading'));
  doc.moveDown(0.8).fontSize(10);
  for (const row of rows) {
    const y = doc.y;
    doc.font(body).fillColor('#64748b').text(row.label, 56, y, { width: 170 });
    const labelBottom = doc.y;
    doc
      .font(row.strong ? bold : body)
      .fillColor('#0f172a')
      .text(row.value, 236, y, { width: 300 });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.5);
  }
  doc.moveDown(1).font(body).fontSize(9).fillColor('#64748b').text(t('pdf.receipt.note'), 56, doc.y, { width: 480 });
  return finish();
}
