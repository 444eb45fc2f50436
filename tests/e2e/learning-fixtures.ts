import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createPdf } from '../../src/server/pdf/document.js';
import type { createSpec } from './harness.js';

/** What the learning spec's parts share: the content it creates, its step function, its files and page readers. */

/** The spec's step function (createSpec's answer), handed to the parts in learning-admin-*.ts. */
export type Step = ReturnType<typeof createSpec>;

export const COURSE = 'E2E course: reading your payslip';
export const EMPLOYEE = 'employee@acme.example';
export const PLAYLIST = 'E2E playlist: pensions and gold';
export const VIDEO = 'E2E video: reading a CAS statement';
export const ASSESSMENT = 'E2E quiz: payslip basics';
export const FIRST = 'NPS in five minutes';
export const SECOND = 'Sovereign gold bonds and gold ETFs';

/** The titles of the playlist form's videos, in their order on the page. */
export const playlistOrder = (page: Page) =>
  page.locator('[data-playlist-video]').evaluateAll((els) => els.map((e) => e.getAttribute('data-playlist-video')));

export async function makePdf(): Promise<string> {
  const { doc, finish } = await createPdf({ title: 'Payslip guide', margin: 48 });
  doc.fontSize(18).text('Reading your payslip');
  doc.fontSize(11).text('Basic, HRA, special allowance, PF and professional tax, line by line.');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'finwell-e2e-')), 'payslip-guide.pdf');
  writeFileSync(file, await finish());
  return file;
}

export async function makePng(): Promise<string> {
  const { default: sharp } = await import('sharp');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'finwell-e2e-')), 'payslip-cover.png');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b7a5a' } })
    .png()
    .toFile(file);
  return file;
}

/** Watches the upload progress bar's whole-percent values while a file uploads. */
export async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[] };
    w.__progress = [];
    new MutationObserver(() => {
      document.querySelectorAll('[data-upload-progress]').forEach((el) => {
        w.__progress.push(Number(el.getAttribute('data-upload-progress')));
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
