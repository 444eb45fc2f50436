import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf, scriptRuns } from '../../src/server/pdf/document.js';
import { checkPdf } from '../../src/server/modules/uploads/content-check.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { pdfPages, pdfText } from '../support/pdf-text.js';

/**
 * Devanagari in the PDFs (src/server/pdf/document.ts): Hindi text is set in an embedded Noto Sans Devanagari and
 * reads back as the same characters; the employee's own data PDF follows their language. Words are chosen without a
 * pre-base vowel sign (ि) or reph (र्), whose glyphs a PDF stores out of reading order, and without ई, whose
 * second glyph the font shares with another sign.
 */
const embedded = (pdf: Buffer, face: string) =>
  new RegExp(`/BaseFont /[A-Z]{6}\\+${face}\\b`).test(pdf.toString('latin1'));

describe('Devanagari in PDFs', () => {
  it('cuts text into script runs', () => {
    expect(scriptRuns('नाम: राम (Ram) ₹5')).toEqual([
      { text: 'नाम', devanagari: true },
      { text: ': ', devanagari: false },
      { text: 'राम', devanagari: true },
      { text: ' (Ram) ₹5', devanagari: false },
    ]);
    expect(scriptRuns('Plain')).toEqual([{ text: 'Plain', devanagari: false }]);
  });

  it('sets Hindi and mixed lines in the embedded Devanagari face, English untouched', async () => {
    const { doc, body, bold, finish } = await createPdf({ title: 'परीक्षण', margin: 48 });
    doc.font(bold).fontSize(18).text('मेरा FinWell डेटा');
    doc.font(bold).text('नाम: ', { continued: true }).font(body).text('राम शमा (Ram) ₹1,500');
    doc.font(body).text('Plain English line', 48, 300);
    const pdf = await finish();
    await expect(checkPdf(pdf)).resolves.toBeUndefined();
    expect(embedded(pdf, 'NotoSansDevanagari-Regular')).toBe(true);
    expect(embedded(pdf, 'NotoSansDevanagari-Bold')).toBe(true);
    const pieces = pdfText(pdf);
    const all = pieces.join('');
    expect(all).toContain('मेरा FinWell डेटा');
    expect(all).toContain('नाम: राम शमा (Ram) ₹1,500');
    expect(pieces).toContain('Plain English line');
  });

  it('writes an English-only PDF without the Devanagari face', async () => {
    const { doc, body, finish } = await createPdf({ title: 'x', margin: 48 });
    doc.font(body).text('Only English here');
    const pdf = await finish();
    expect(embedded(pdf, 'NotoSansDevanagari-Regular')).toBe(false);
    expect(pdfText(pdf)).toContain('Only English here');
  });
});

describe("the employee's data PDF in their language", () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    token = await sessionFor(app, 'employee@acme.example');
  });
  afterAll(async () => {
    await app?.close();
  });
  const download = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/my-data/pdf', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('is English with English labels by default', async () => {
    const all = pdfText(await download()).join('');
    expect(all).toContain('My FinWell data');
    expect(all).toContain('E-mail: employee@acme.example');
    expect(all).not.toContain('मेरा');
  }, 120_000);

  it('is Hindi for a hi-IN employee, with a Devanagari name', async () => {
    await app.ctx.db
      .updateTable('users')
      .set({ locale: 'hi-IN', first_name: 'राम' })
      .where('email', '=', 'employee@acme.example')
      .execute();
    const pdf = await download();
    await expect(checkPdf(pdf)).resolves.toBeUndefined();
    expect(embedded(pdf, 'NotoSansDevanagari-Bold')).toBe(true);
    const all = pdfText(pdf).join('');
    expect(all).toContain('मेरा FinWell डेटा');
    expect(all).toContain('पहला नाम: राम');
    expect(all).toContain('उपनाम: Sharma');
    expect(all).toContain('employee@acme.example');
    expect(all).toMatch(/भुगतान \(\d+\)/);
    expect(all).not.toContain('My FinWell data');
    // The page numbers in Hindi too ("Page 1 of 3" is "3 में से पेज 1").
    const pages = pdfPages(pdf);
    pages.forEach((page, i) => expect(page.join('')).toContain(`${pages.length} में से पेज ${i + 1}`));
    expect(all).not.toMatch(/Page \d/);
  }, 120_000);
});
