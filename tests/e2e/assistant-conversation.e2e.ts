import type { Locator, Page } from 'playwright-core';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, newPage } from './helpers.js';

const EMI_QUESTION = 'EMI for 40 lakh at 8.5% for 20 years';
const FOLLOW_UP = 'what if the tenure is 25 years?';
const DISTRESS =
  'My father had a heart attack, the bill is 6 lakh, I have no insurance and an EMI of 22,000, I am panicking';
const HINGLISH = '20 lakh home loan 9% 15 saal EMI kitni hogi?';

/**
 * The assistant as a conversation (issue 33, docs/assistant.md "Conversations", "Hand-off", "Hindi and Hinglish"), in
 * the login screen's box as a visitor: a follow-up changes only the tenure of the EMI answer and Clear starts a new
 * conversation; a distress question gets a kind answer without figures and a counsellor booking prefilled with the
 * question and its figures; with the portal in Hindi, a Hinglish EMI question is understood and answered in Hindi; on
 * the English page it is answered in English with a button that switches the portal to Hindi.
 */
async function ask(page: Page, question: string): Promise<Locator> {
  const box = page.getByTestId('login-ask');
  const before = await box.getByTestId('assistant-answer').count();
  await box.getByTestId('assistant-input').fill(question);
  await box.getByTestId('assistant-ask').click();
  const answer = box.getByTestId('assistant-answer').nth(before);
  await answer.waitFor();
  return answer;
}

export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('assistant-conversation');
  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await step('a follow-up in the chat changes only the tenure; Clear starts a new conversation', async () => {
      await page.goto(`${baseUrl}/login`);
      const first = await ask(page, EMI_QUESTION);
      expect((await first.getAttribute('data-kind')) === 'calculator', 'the EMI question is computed');
      const next = await ask(page, FOLLOW_UP);
      expect((await next.getAttribute('data-kind')) === 'calculator', 'the follow-up is computed too');
      const inputs = (await next.getByLabel('Inputs understood').textContent()) ?? '';
      expect(
        inputs.includes('₹40,00,000') && inputs.includes('8.5 %') && inputs.includes('300 months'),
        `the loan and rate kept, the tenure changed (${inputs})`,
      );
      await screenshot(page, 'assistant-follow-up');
      await page.getByTestId('login-ask').getByTestId('assistant-clear').click();
      const fresh = await ask(page, FOLLOW_UP);
      expect(
        (await fresh.getAttribute('data-kind')) !== 'calculator',
        'after Clear the follow-up has nothing to follow',
      );
    });

    await step('a distress question: a kind answer, no figures, and a prefilled counsellor booking', async () => {
      const answer = await ask(page, DISTRESS);
      expect((await answer.getAttribute('data-kind')) === 'handoff', 'a hand-off answer');
      const text = (await answer.textContent()) ?? '';
      expect(text.includes('counsellor') && !text.includes('EMI ₹'), `kind words, no computed figure (${text})`);
      expect((await answer.getByTestId('assistant-outputs').count()) === 0, 'no calculator output');
      await screenshot(page, 'assistant-handoff');
      await answer.getByTestId('assistant-book').click();
      await page.waitForURL('**/public-counselling?note=**');
      const note = new URL(page.url()).searchParams.get('note') ?? '';
      expect(note.startsWith(DISTRESS) && note.includes('₹6,00,000'), `the note carries the question and figures`);
    });

    await step('with the portal in Hindi, a Hinglish EMI question is understood and answered in Hindi', async () => {
      const hindi = await browser.newContext({ viewport: DESKTOP, locale: 'hi-IN', timezoneId: 'Asia/Kolkata' });
      try {
        await hindi.addInitScript(() => localStorage.setItem('finwell_locale', 'hi-IN'));
        const p = await hindi.newPage();
        await p.goto(`${baseUrl}/login`);
        await p.waitForFunction(() => document.documentElement.lang === 'hi-IN');
        const answer = await ask(p, HINGLISH);
        expect((await answer.getAttribute('data-kind')) === 'calculator', 'computed');
        const inputs = (await answer.locator('dl').first().textContent()) ?? '';
        expect(inputs.includes('₹20,00,000') && inputs.includes('180'), `15 saal read as 180 months (${inputs})`);
        expect(/[\u0900-\u097F]/.test((await answer.textContent()) ?? ''), 'the answer is in Hindi');
        await screenshot(p, 'assistant-hinglish');
      } finally {
        await hindi.close();
      }
    });

    await step('on the English page, Hinglish is answered in English with a switch to Hindi', async () => {
      const english = await browser.newContext({ viewport: DESKTOP, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      try {
        const p = await english.newPage();
        await p.goto(`${baseUrl}/login`);
        const answer = await ask(p, HINGLISH);
        expect((await answer.getAttribute('data-kind')) === 'calculator', 'computed');
        const note = answer.getByTestId('assistant-hinglish-note');
        await note.waitFor();
        await screenshot(p, 'assistant-hinglish-english-page');
        await note.getByTestId('assistant-switch-hindi').click();
        await p.waitForFunction(() => document.documentElement.lang === 'hi-IN');
      } finally {
        await english.close();
      }
    });
  } finally {
    await context.close();
  }
}
