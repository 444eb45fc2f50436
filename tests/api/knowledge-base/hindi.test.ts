/**
 * Admin-authored knowledge-base content in Hindi (docs/i18n.md "Admin content in Hindi"): a record's optional `hi`
 * values reach a Hindi reader (Accept-Language hi-IN), English readers get the English text, a field without a Hindi
 * value stays English, admin writes accept and answer `hi`, and Hindi HTML is sanitised like the English HTML.
 * Known answers from the demo seed (content/faqs.ts: the first category, its first sub-category, the "Budgeting"
 * group and three of its four FAQs carry Hindi). Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { multipart } from '../../support/multipart.js';

let app: App;
let acme: string;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  acme = await sessionFor(app, 'employee@acme.example');
  admin = await sessionFor(app, 'admin@finwell.example');
}, 120_000);
afterAll(async () => app?.close());

const HI = { 'accept-language': 'hi-IN' };
const EN = { 'accept-language': 'en-IN' };
type Lang = typeof HI;

const get = (url: string, lang: Lang, token = acme) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...lang } });

const send = async (method: 'POST' | 'PATCH', url: string, record: unknown) => {
  const mp = multipart({ data: JSON.stringify(record) });
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(admin), ...mp.headers },
    payload: mp.payload,
  });
};

type Faq = { id: number; question: string; answer_html: string; hi?: Record<string, string> };
type Category = {
  id: number;
  title: string;
  description: string;
  hi?: Record<string, string>;
  sub_categories: Array<{
    title: string;
    description: string;
    hi?: Record<string, string>;
    groups: Array<{ id: number; title: string; hi?: Record<string, string>; faqs: Faq[] }>;
  }>;
};
type Article = { id: number; title: string; summary: string; body_html: string; hi?: Record<string, string> };

describe('knowledge-base readers in Hindi', () => {
  it('lists the categories in the reader language; a category without Hindi stays English', async () => {
    type Answer = { categories: Array<{ id: number; title: string; description: string; hi?: unknown }> };
    const hi = expectSuccess<Answer>(await get('/knowledge-base-categories', HI)).categories;
    const en = expectSuccess<Answer>(await get('/knowledge-base-categories', EN)).categories;
    expect(en[0].title).toBe('Saving and budgeting');
    expect(hi[0].title).toBe('बचत और बजट');
    expect(hi[0].description).toBe('ऐसा बजट बनाएँ जो चले, आपातकालीन फंड रखें और अपने लक्ष्यों के लिए बचत करें।');
    expect(hi[1].title).toBe(en[1].title);
    expect(hi[1].title).toMatch(/^[A-Za-z]/);
    expect(hi[0]).not.toHaveProperty('hi');
  });

  it('answers a category tree with Hindi sub-category, group and FAQ text where written', async () => {
    const { categories } = expectSuccess<{ categories: Array<{ id: number }> }>(
      await get('/knowledge-base-categories', EN),
    );
    const url = `/knowledge-base-categories/${categories[0].id}`;
    const hi = expectSuccess<{ category: Category }>(await get(url, HI)).category;
    const en = expectSuccess<{ category: Category }>(await get(url, EN)).category;
    expect(hi.sub_categories[0].title).toBe('रोज़ का पैसा');
    expect(en.sub_categories[0].title).toBe('Everyday money');
    const [hiGroup, enGroup] = [hi.sub_categories[0].groups[0], en.sub_categories[0].groups[0]];
    expect(hiGroup.title).toBe('बजट बनाना');
    expect(enGroup.title).toBe('Budgeting');
    expect(hiGroup.faqs[0].question).toBe('ऐसा मासिक बजट कैसे बनाएँ जिस पर मैं सच में चल सकूँ?');
    expect(hiGroup.faqs[0].answer_html).toContain('<li>ज़रूरतें: हाथ में आने वाले वेतन का लगभग 50 %।</li>');
    expect(enGroup.faqs[0].question).toBe('How do I make a monthly budget that I can actually follow?');
    // The fourth FAQ of the group has no Hindi: English for both readers, never empty.
    expect(hiGroup.faqs[3].question).toBe('How do I save for a vacation without using a credit card?');
    expect(hiGroup.faqs[3].answer_html).toBe(enGroup.faqs[3].answer_html);
    // The second group has no Hindi either.
    expect(hi.sub_categories[0].groups[1].title).toBe('Bank accounts and deposits');
    expect(hiGroup.faqs[0]).not.toHaveProperty('hi');
    expect(hiGroup).not.toHaveProperty('hi');
  });

  it('opens one FAQ in the reader language', async () => {
    const id = (
      await app.ctx.db
        .selectFrom('kb_faqs')
        .select('id')
        .where('question', '=', 'What is the 50-30-20 rule and does it work on an Indian salary?')
        .executeTakeFirstOrThrow()
    ).id;
    const hi = expectSuccess<{ faq: Faq }>(await get(`/knowledge-base/faqs/${id}`, HI)).faq;
    const en = expectSuccess<{ faq: Faq }>(await get(`/knowledge-base/faqs/${id}`, EN)).faq;
    expect(hi.question).toBe('50-30-20 नियम क्या है और क्या यह भारतीय वेतन पर काम करता है?');
    expect(en.question).toBe('What is the 50-30-20 rule and does it work on an Indian salary?');
    expect(en.answer_html).toMatch(/^<p>The rule splits/);
  });

  it('finds a FAQ by Hindi words and names it in Hindi for a Hindi reader', async () => {
    const search = async (question: string, lang: Lang) =>
      expectSuccess<{ results: Array<{ kind: string; id: number; title: string; title_html: string }> }>(
        await app.inject({
          method: 'POST',
          url: '/api/v1/questions-by-keywords',
          headers: { ...bearer(acme), ...lang },
          payload: { question },
        }),
      ).results;
    const hits = await search('आपातकालीन फंड', HI);
    expect(hits.length).toBeGreaterThan(0);
    const emergency = hits.find((h) => h.title === 'आपातकालीन फंड में कितना पैसा रखना चाहिए, और कहाँ?');
    expect(emergency).toBeDefined();
    expect(emergency!.title_html).toBe('आपातकालीन फंड में कितना पैसा रखना चाहिए, और कहाँ?');
    // English words still find it; an English reader sees the English title.
    const en = await search('emergency fund where', EN);
    expect(en.find((h) => h.id === emergency!.id)?.title).toBe(
      'How much should I keep in an emergency fund, and where?',
    );
    const hiEnglishWords = await search('emergency fund where', HI);
    expect(hiEnglishWords.find((h) => h.id === emergency!.id)?.title).toBe(emergency!.title);
  });
});

describe('admin writes with Hindi values', () => {
  it('adds a category, sub-category, group and FAQ with hi, sanitises the Hindi answer, and answers hi to the admin', async () => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(admin), payload });
    const categoryId = expectSuccess<{ id: number }>(
      await post('/knowledge-base-categories', {
        title: 'Hindi test category',
        hi: { title: 'हिन्दी परीक्षण श्रेणी', description: '  ' },
      }),
      'S-10008',
      201,
    ).id;
    const subId = expectSuccess<{ id: number }>(
      await post('/knowledge-based-sub-category', { category_id: categoryId, title: 'Sub', hi: { title: 'उप' } }),
      undefined,
      201,
    ).id;
    const groupId = expectSuccess<{ id: number }>(
      await post('/group', { sub_category_id: subId, title: 'Group', hi: { title: 'समूह' } }),
      undefined,
      201,
    ).id;
    const faqId = expectSuccess<{ id: number }>(
      await send('POST', '/faq', {
        group_id: groupId,
        question: 'Is a meal card taxable?',
        answer_html: '<p>Up to a limit.</p>',
        content_kind: 'html',
        hi: {
          question: 'क्या भोजन कार्ड पर टैक्स लगता है?',
          answer_html:
            '<p>एक सीमा तक नहीं।</p><script>window.pwned=1</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">बुरा</a><a href="https://www.incometax.gov.in" onclick="x()">पोर्टल</a>',
        },
      }),
      'S-10008',
      201,
    ).id;
    const stored = await app.ctx.db
      .selectFrom('kb_faqs')
      .select('hi')
      .where('id', '=', faqId)
      .executeTakeFirstOrThrow();
    expect(String(stored.hi.answer_html)).not.toMatch(/script|onerror|onclick|javascript:|<img/i);

    const tree = expectSuccess<{ categories: Category[] }>(await get('/knowledge-base/admin/tree', EN, admin));
    const cat = tree.categories.find((c) => c.id === categoryId)!;
    expect(cat.title).toBe('Hindi test category');
    expect(cat.hi).toEqual({ title: 'हिन्दी परीक्षण श्रेणी' }); // the blank description is dropped
    expect(cat.sub_categories[0].hi).toEqual({ title: 'उप' });
    const group = cat.sub_categories[0].groups[0];
    expect(group.hi).toEqual({ title: 'समूह' });
    expect(group.faqs[0].question).toBe('Is a meal card taxable?');
    expect(group.faqs[0].hi?.question).toBe('क्या भोजन कार्ड पर टैक्स लगता है?');
    expect(group.faqs[0].hi?.answer_html).toBe(
      '<p>एक सीमा तक नहीं।</p><a rel="noopener noreferrer">बुरा</a><a href="https://www.incometax.gov.in" rel="noopener noreferrer">पोर्टल</a>',
    );

    const reader = expectSuccess<{ faq: Faq }>(await get(`/knowledge-base/faqs/${faqId}`, HI)).faq;
    expect(reader.question).toBe('क्या भोजन कार्ड पर टैक्स लगता है?');
    expect(reader.answer_html).toBe(group.faqs[0].hi?.answer_html);
    // The category answer carries the Hindi description's absence as the English one (empty here), never `hi`.
    const hiCat = expectSuccess<{ category: Category }>(await get(`/knowledge-base-categories/${categoryId}`, HI));
    expect(hiCat.category.title).toBe('हिन्दी परीक्षण श्रेणी');
    expect(hiCat.category.sub_categories[0].groups[0].title).toBe('समूह');
  });

  it('sanitises Hindi HTML on read too (a row written around the API)', async () => {
    const faq = await app.ctx.db.selectFrom('kb_faqs').select(['id', 'group_id']).limit(1).executeTakeFirstOrThrow();
    await app.ctx.db
      .updateTable('kb_faqs')
      .set({ hi: JSON.stringify({ question: 'कच्ची पंक्ति', answer_html: '<p>ठीक</p><script>x()</script>' }) })
      .where('id', '=', faq.id)
      .execute();
    const reader = expectSuccess<{ faq: Faq }>(await get(`/knowledge-base/faqs/${faq.id}`, HI)).faq;
    expect(reader.question).toBe('कच्ची पंक्ति');
    expect(reader.answer_html).toBe('<p>ठीक</p>');
  });

  it('adds and updates a blog with hi; an update without hi keeps the stored Hindi', async () => {
    const record = {
      kind: 'blog',
      title: 'Gold or silver?',
      summary: 'Metals in a portfolio.',
      body_html: '<p>Some of each.</p>',
      hi: { title: 'सोना या चाँदी?', body_html: '<p>दोनों थोड़ा-थोड़ा।</p><iframe src="https://x.example"></iframe>' },
    };
    const id = expectSuccess<{ id: number }>(await send('POST', '/knowledge-base/articles', record), undefined, 201).id;
    const blogs = async (lang: Lang) =>
      expectSuccess<{ articles: Article[] }>(await get('/knowledge-base/blogs', lang)).articles;
    const hiBlog = (await blogs(HI)).find((a) => a.id === id)!;
    expect(hiBlog.title).toBe('सोना या चाँदी?');
    expect(hiBlog.body_html).toBe('<p>दोनों थोड़ा-थोड़ा।</p>');
    expect(hiBlog.summary).toBe('Metals in a portfolio.'); // no Hindi summary: English
    expect((await blogs(EN)).find((a) => a.id === id)!.title).toBe('Gold or silver?');
    const one = expectSuccess<{ article: Article }>(await get(`/knowledge-base/blogs/${id}`, HI)).article;
    expect(one.title).toBe('सोना या चाँदी?');

    const { hi: _hi, ...withoutHi } = record;
    expectSuccess(
      await send('PATCH', `/knowledge-base/articles/${id}`, { ...withoutHi, title: 'Gold or silver, 2026' }),
    );
    let admins = expectSuccess<{ articles: Article[] }>(
      await get('/knowledge-base/admin/articles?kind=blog', EN, admin),
    );
    let mine = admins.articles.find((a) => a.id === id)!;
    expect(mine.title).toBe('Gold or silver, 2026');
    expect(mine.hi).toEqual({ title: 'सोना या चाँदी?', body_html: '<p>दोनों थोड़ा-थोड़ा।</p>' });

    expectSuccess(await send('PATCH', `/knowledge-base/articles/${id}`, { ...withoutHi, hi: { summary: 'धातुएँ' } }));
    admins = expectSuccess<{ articles: Article[] }>(await get('/knowledge-base/admin/articles?kind=blog', EN, admin));
    mine = admins.articles.find((a) => a.id === id)!;
    expect(mine.hi).toEqual({ summary: 'धातुएँ' });
    const after = (await blogs(HI)).find((a) => a.id === id)!;
    expect(after.title).toBe('Gold or silver?');
    expect(after.summary).toBe('धातुएँ');
  });
});
