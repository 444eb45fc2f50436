import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePageMessages, setLocale, useT } from '../../src/i18n/browser.js';
import { enumLabel, languageName } from '../../src/client/enum-labels.js';

/** The enum labels (docs/i18n.md "Enum labels"): the catalogue's sentence for a value, else the server's label. */
describe('enumLabel', () => {
  beforeAll(async () => {
    await ensurePageMessages();
  });
  afterAll(async () => {
    await setLocale('en-IN');
  });

  it('gives the English screens their labels, in plain English where the spec spells a value oddly', async () => {
    await setLocale('en-IN');
    // The spec's value name is "Up Coming"; screens say "Upcoming" (issue 34).
    expect(enumLabel('bookingStatus', 1, 'Up Coming')).toBe('Upcoming');
    expect(enumLabel('bookingStatus', 7)).toBe('Not Attended');
    expect(enumLabel('purchaseStatus', 5, 'Refunded')).toBe('Refunded');
    expect(enumLabel('difficulty', 2, 'Intermediate')).toBe('Intermediate');
    expect(enumLabel('counsellorCategory', 1)).toBe('Mental Health');
    expect(enumLabel('weekdayShort', 2)).toBe('Mon');
    expect(enumLabel('preference', 11)).toBe("Children's future");
    expect(enumLabel('role', 4)).toBe('Client employee');
    expect(languageName('Marathi')).toBe('Marathi');
  });

  it('gives a Hindi reader the Hindi sentence of the value, whatever the server sent', async () => {
    await setLocale('hi-IN');
    expect(enumLabel('bookingStatus', 1, 'Up Coming')).toBe('आगामी');
    expect(enumLabel('bookingStatus', '6', 'Cancelled')).toBe('रद्द');
    expect(enumLabel('purchaseStatus', 2, 'Payment Successful')).toBe('भुगतान सफल');
    expect(enumLabel('difficulty', 3, 'Advanced')).toBe('उन्नत');
    expect(enumLabel('weekdayShort', 1)).toBe('रवि');
    expect(enumLabel('gender', 2)).toBe('महिला');
    expect(languageName('Marathi')).toBe('मराठी');
    expect(languageName('Klingon')).toBe('Klingon');
  });

  it("falls back to the server's label for a value the catalogue does not know, else to the value", async () => {
    await setLocale('hi-IN');
    expect(enumLabel('bookingStatus', 99, 'Archived')).toBe('Archived');
    expect(enumLabel('difficulty', 4)).toBe('4');
    expect(enumLabel('difficulty', null, 'Beginner')).toBe('Beginner');
    expect(enumLabel('difficulty', undefined)).toBe('');
  });

  it('a component that reads through useT() shows the label of the current locale', async () => {
    const Status = ({ value }: { value: number }) => {
      useT();
      return createElement('span', null, enumLabel('bookingStatus', value, 'server label'));
    };
    await setLocale('hi-IN');
    expect(renderToStaticMarkup(createElement(Status, { value: 5 }))).toBe('<span>उपस्थित रहे</span>');
    await setLocale('en-IN');
    expect(renderToStaticMarkup(createElement(Status, { value: 5 }))).toBe('<span>Attended</span>');
  });
});
