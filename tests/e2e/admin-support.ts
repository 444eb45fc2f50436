import type { Locator, Page } from 'playwright-core';

/**
 * Steps an admin takes in several specs, written once: choosing in a searchable picker, filling the client company
 * form, and checking then importing a roster file. Each spec keeps its own assertions on what the page shows.
 */

/** Chooses `option` in the searchable picker whose box is named `label` ("Add to …" for a list) by typing `text`. */
export async function pickOption(page: Page, label: string, text: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).fill(text);
  await page
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
}

/** Opens the add-client form and fills a client company on `packageName`: one domain, OTP login, an agreement. */
export async function fillClientCompany(
  page: Page,
  baseUrl: string,
  c: { name: string; domain: string; timeoutMinutes: number; packageName: string },
): Promise<void> {
  await page.goto(`${baseUrl}/admin/add-client`);
  await page.getByLabel('Company name').fill(c.name);
  await page.getByLabel('Email domains 1').fill(`@${c.domain}`);
  await page.getByLabel('Start date').fill('2026-01-01');
  await page.getByLabel('End date').fill('2027-12-31');
  await page.getByLabel('Session timeout (minutes)').fill(String(c.timeoutMinutes));
  await page.getByLabel('Type of login').selectOption({ label: 'One-time password' });
  // The package is offered by name (the list is read when the form opens).
  await page.getByLabel('Package').selectOption({ label: c.packageName });
}

/** On the employees page: chooses a roster CSV and checks it (a dry run); the preview once shown. */
export async function checkRoster(page: Page, csv: string): Promise<Locator> {
  await page
    .getByLabel('Roster file')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
  const preview = page.getByTestId('roster-preview');
  await preview.waitFor();
  return preview;
}

/** Imports the checked roster; the result once it says the roster is imported. */
export async function importRoster(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.getByTestId('roster-result');
  await result.getByText('The roster is imported.').waitFor();
  return result;
}

/** The number a roster preview or result shows for `count` (created, updated, errors). */
export const countOf = async (box: Locator, count: string) => box.locator(`[data-count="${count}"] dd`).textContent();
