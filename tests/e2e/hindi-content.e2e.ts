import type { Page } from 'playwright-core';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { addAcmeEmployee, DESKTOP, newPage, sessionTokenOf } from './helpers.js';
import { atBothWidths, findings, leaveInEnglish, logInInHindi } from './hindi.e2e.js';

/**
 * Hindi beyond the route walk (tests/e2e/hindi.e2e.ts walks each /client route as it first opens): the pages an id
 * opens (an FAQ, a blog, a finguide, a handbook and toolkit guide, a journey topic) and the states a click reaches
 * (knowledge-base search results, a quiz answer, the risk score) show no Latin word outside the allow-list, names and English-marked admin content.
 * A fresh employee of its own, so the demo employee's journey and risk score stay untouched for the other specs.
 */
const EMAIL = 'hindi.content@acme.example';

export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('hindi content');
  if (!app) throw new Error('the hindi content spec needs the app to find the content ids');
  const db = app.ctx.db;
  await addAcmeEmployee(db, {
    email: EMAIL,
    uniqueUserNo: 'FWE2EHICONT',
    firstName: 'Meera',
    lastName: 'Joshi',
    phone: '9123400078',
  });
  const article = async (kind: 'blog' | 'finguide' | 'handbook' | 'toolkit') =>
    (
      await db
        .selectFrom('kb_articles')
        .select('id')
        .where('kind', '=', kind)
        .where('status', '=', 1)
        .orderBy('sequence')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const faq = await db
    .selectFrom('kb_faqs as f')
    .innerJoin('kb_groups as g', 'g.id', 'f.group_id')
    .innerJoin('kb_sub_categories as s', 's.id', 'g.sub_category_id')
    .select(['f.id as faq', 's.category_id as category'])
    .where('f.status', '=', 1)
    .orderBy('f.id')
    .executeTakeFirstOrThrow();
  const topic = (
    await db.selectFrom('journey_topics').select('id').orderBy('position').orderBy('id').executeTakeFirstOrThrow()
  ).id;

  const { context, page } = await newPage(browser, DESKTOP);
  const token = () => sessionTokenOf(context);
  const api = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(`${baseUrl}/api/v1/${path}`, {
      method,
      headers: { authorization: `Bearer ${await token()}` },
      data,
    });
    return ((await res.json()) as { data: T }).data;
  };
  /** Opens `path` in Hindi, runs `reach` (a click to the state under test), checks the page and screenshots it. */
  const check = (name: string, path: string, reach?: (page: Page) => Promise<void>) =>
    step(`${name} in Hindi (${path})`, async () => {
      await atBothWidths(page, `${baseUrl}${path}`, async (width) => {
        if (reach) await reach(page);
        const f = await findings(page);
        expect(f.lang === 'hi-IN', `html lang is hi-IN (got ${f.lang})`);
        expect(f.rawKeys.length === 0, `no raw catalogue keys: ${f.rawKeys.join(', ')}`);
        expect(
          f.pageLatin.length === 0,
          `no Latin words outside the allow-list, names and English-marked content (${width}): ${f.pageLatin.join(' ')}\n        ${f.pageLatinWhere.join('\n        ')}`,
        );
        await screenshot(page, `hindi-content-${name.replace(/\W+/g, '-')}-${width}`);
      });
    });

  try {
    await step('the employee switches to हिन्दी', async () => {
      await logInInHindi(page, baseUrl, EMAIL);
    });

    await check('an FAQ answer', `/client/knowledgebase/${faq.category}?faqId=${faq.faq}`, async (p) => {
      await p.getByTestId('kb-faq-answer').waitFor();
    });
    await check('knowledge-base search results', '/client/knowledgebase', async (p) => {
      // A misspelling: the results say what they show instead ("you typed …") around the words in their own language.
      await p.locator('#kb-search').fill('mutal fund sip');
      await p.locator('form[role="search"] button[type="submit"]').click();
      await p.getByTestId('kb-results').waitFor();
    });
    await check('a blog', `/client/knowledgebase?blogId=${await article('blog')}`, async (p) => {
      await p.locator('article h2').waitFor();
    });
    await check('a finguide', `/client/knowledgebase?finguideId=${await article('finguide')}`, async (p) => {
      await p.getByTestId('pdf-download').waitFor();
    });
    await check('a handbook guide', `/client/handbook?handbookId=${await article('handbook')}`, async (p) => {
      await p.getByTestId('pdf-download').waitFor();
    });
    await check('a toolkit guide', `/client/employee-toolkit?toolkitId=${await article('toolkit')}`, async (p) => {
      await p.getByTestId('pdf-download').waitFor();
    });
    await check('a journey topic', `/client/financial-journey?topicId=${topic}`);
    await check('a quiz answer', '/client/resources/quiz', async (p) => {
      await p.locator('main input[type="radio"]').first().check();
      await p.locator('section[aria-labelledby="quiz-q"] button').click();
      await p.locator('main [role="alert"], main [role="status"]').first().waitFor();
    });

    await step('the employee answers the risk assessment (API)', async () => {
      const { questions } = await api<{ questions: Array<{ _id: number }> }>('GET', 'fra/questions');
      const answers = questions.map((q) => ({ question_id: q._id, option_index: 1 }));
      const done = await api<{ completed: boolean }>('POST', 'fra/submit-answer', { answers });
      expect(done.completed, 'every question answered');
    });
    await check('the risk score', '/client/resources/risk-assessment', async (p) => {
      await p.getByTestId('fra-score').waitFor();
    });
  } finally {
    await leaveInEnglish(page, baseUrl, token);
    await context.close();
  }
}
