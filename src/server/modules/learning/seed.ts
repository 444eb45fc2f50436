import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/index.js';
import type { ChapterContentType } from '../../db/tables/learning.js';
import { createPdf } from '../../pdf/document.js';
import { SEED_VIDEO } from '../webinars/seed.js';
import { storeOwnFile } from './files.js';

/**
 * Demo learning content (docs/learning.md "Demo data"): five financial-literacy courses with PDF,
 * video, link and assignment chapters, one assessment, e-learning videos in several categories and
 * two playlists. The PDFs are made here; the video is the 22 KB WebM already shipped for the
 * webinars seed (nothing large in git, nothing downloaded). Runs once (skipped when any course exists).
 */
type SeedChapter = {
  title: string;
  type: ChapterContentType;
  minutes: number;
  pdf?: { heading: string; lines: string[] };
  url?: string;
  body?: string;
  optional?: boolean;
  /** Hindi values (docs/i18n.md "Admin content in Hindi"), stored as the record's `hi`. */
  hi?: { title: string; body?: string };
};
type SeedCourse = {
  title: string;
  description: string;
  difficulty: number;
  minutes: number;
  sections: Array<{ title: string; chapters: SeedChapter[]; hi?: { title: string } }>;
  hi?: { title: string; description: string };
};

const COURSES: SeedCourse[] = [
  {
    title: 'Budgeting that sticks',
    description: 'Build a monthly budget with the 50/30/20 rule, track spending and find money to save.',
    hi: {
      title: 'ऐसा बजट जो टिके',
      description: '50/30/20 नियम से मासिक बजट बनाएँ, खर्च पर नज़र रखें और बचत के लिए पैसा निकालें।',
    },
    difficulty: 1,
    minutes: 45,
    sections: [
      {
        title: 'Getting started',
        hi: { title: 'शुरुआत' },
        chapters: [
          {
            title: 'The 50/30/20 budget',
            hi: { title: '50/30/20 बजट' },
            type: 'Document',
            minutes: 10,
            pdf: {
              heading: 'Split your take-home pay',
              lines: [
                '- 50% needs: rent, groceries, utilities, EMIs, insurance premiums.',
                '- 30% wants: eating out, shopping, travel.',
                '- 20% savings: emergency fund first, then SIPs and retirement.',
                'On a take-home of Rs 60,000 that is Rs 30,000 / Rs 18,000 / Rs 12,000.',
              ],
            },
          },
          {
            title: 'Budgeting basics (video)',
            type: 'Video',
            minutes: 5,
            hi: { title: 'बजट की बुनियादी बातें (वीडियो)' },
          },
        ],
      },
      {
        title: 'Practice',
        hi: { title: 'अभ्यास' },
        chapters: [
          {
            title: 'RBI financial education booklet',
            type: 'Url',
            minutes: 10,
            url: 'https://www.rbi.org.in/FinancialEducation/',
            optional: true,
          },
          {
            title: 'Track one week of spending',
            type: 'Assignment',
            minutes: 20,
            body: 'Write down every expense for seven days, then sort each into needs, wants or savings. Which category surprised you?',
            hi: {
              title: 'एक हफ़्ते का खर्च लिखें',
              body: 'सात दिन तक हर खर्च लिखें, फिर हर एक को ज़रूरत, इच्छा या बचत में बाँटें। किस श्रेणी ने आपको चौंकाया?',
            },
          },
        ],
      },
    ],
  },
  {
    title: 'Emergency fund and insurance essentials',
    description: 'How much to keep aside, where to park it, and the term and health cover every family needs.',
    difficulty: 1,
    minutes: 40,
    sections: [
      {
        title: 'Your safety net',
        chapters: [
          {
            title: 'Six months of expenses',
            type: 'Document',
            minutes: 10,
            pdf: {
              heading: 'Size and place your emergency fund',
              lines: [
                'Aim for six months of essential expenses; nine to twelve if your income is irregular.',
                '- Keep it in a savings account, a sweep-in FD or a liquid fund.',
                '- Do not invest it in equity: it must be there on the worst day.',
              ],
            },
          },
          {
            title: 'Term and health insurance',
            type: 'Document',
            minutes: 15,
            pdf: {
              heading: 'Cover first, investments later',
              lines: [
                '- Term cover of 10-15 times annual income if anyone depends on you.',
                '- A family floater health policy even when the employer covers you.',
                'Avoid mixing insurance with investment (endowment, ULIP) for protection.',
              ],
            },
          },
        ],
      },
    ],
  },
  {
    title: 'Tax saving under the new regime',
    description: 'Compare the old and new regimes, and use the deductions that still apply.',
    difficulty: 2,
    minutes: 50,
    sections: [
      {
        title: 'Choosing a regime',
        chapters: [
          {
            title: 'Old versus new regime',
            type: 'Document',
            minutes: 15,
            pdf: {
              heading: 'Which regime suits you',
              lines: [
                'The new regime has lower slab rates and a higher rebate but few deductions.',
                'The old regime rewards large deductions: 80C, 80D, HRA and home-loan interest.',
                'Use the tax regime calculator with your own numbers before declaring to payroll.',
              ],
            },
          },
          { title: 'Tax regime walkthrough (video)', type: 'Video', minutes: 5 },
        ],
      },
    ],
  },
  {
    title: 'Investing with mutual funds and SIPs',
    description: 'Fund categories, costs, risk and how a monthly SIP builds wealth over time.',
    difficulty: 2,
    minutes: 60,
    sections: [
      {
        title: 'Foundations',
        chapters: [
          {
            title: 'Equity, debt and hybrid funds',
            type: 'Document',
            minutes: 20,
            pdf: {
              heading: 'Fund categories in one page',
              lines: [
                '- Equity funds for goals more than five years away.',
                '- Debt funds for one to three years.',
                '- Hybrid funds to smooth the ride in between.',
                'Prefer direct plans and low expense ratios; check the riskometer.',
              ],
            },
          },
          {
            title: 'AMFI investor corner',
            type: 'Url',
            minutes: 10,
            url: 'https://www.amfiindia.com/investor-corner',
            optional: true,
          },
        ],
      },
    ],
  },
  {
    title: 'Retirement planning: EPF, PPF and NPS',
    description: 'Estimate your retirement corpus and combine EPF, PPF and NPS to reach it.',
    difficulty: 3,
    minutes: 70,
    sections: [
      {
        title: 'The three pillars',
        chapters: [
          {
            title: 'EPF, PPF and NPS compared',
            type: 'Document',
            minutes: 25,
            pdf: {
              heading: 'Lock-ins, returns and tax',
              lines: [
                '- EPF: 12% of basic from you and your employer; withdrawals taxed after five years only if early.',
                '- PPF: 15-year lock-in, tax-free interest, up to Rs 1.5 lakh a year.',
                '- NPS: market-linked, extra Rs 50,000 deduction under 80CCD(1B) in the old regime.',
              ],
            },
          },
          {
            title: 'Your retirement number',
            type: 'Assignment',
            minutes: 20,
            body: 'Use the retirement calculator: your age, monthly expenses and expected inflation of 6%. Note the corpus and the monthly SIP it needs.',
          },
        ],
      },
    ],
  },
];

const VIDEOS: Array<{
  title: string;
  category: number;
  minutes: number;
  description: string;
  hi?: { title: string; description: string };
}> = [
  {
    title: 'Start an emergency fund this month',
    category: 1,
    minutes: 4,
    description: 'Three steps to your first lakh of savings.',
    hi: { title: 'इसी महीने आपातकालीन फंड शुरू करें', description: 'पहले एक लाख रुपये की बचत तक तीन कदम।' },
  },
  { title: 'NPS in five minutes', category: 2, minutes: 5, description: 'Tiers, fund choice and the tax benefit.' },
  {
    title: 'How much term cover do you need?',
    category: 3,
    minutes: 6,
    description: 'The income-multiple rule and when to revisit it.',
  },
  {
    title: 'Health insurance: reading the fine print',
    category: 4,
    minutes: 7,
    description: 'Room rent caps, co-pay and waiting periods.',
  },
  {
    title: 'Your first SIP',
    category: 5,
    minutes: 5,
    description: 'Pick a fund, set the date, and let it run.',
    hi: { title: 'आपका पहला SIP', description: 'फंड चुनें, तारीख तय करें और उसे चलने दें।' },
  },
  {
    title: 'Sovereign gold bonds and gold ETFs',
    category: 6,
    minutes: 6,
    description: 'Ways to own gold without lockers.',
  },
  {
    title: 'Section 80C without the confusion',
    category: 7,
    minutes: 6,
    description: 'What counts and what does not.',
  },
  {
    title: 'Credit card habits that save money',
    category: 8,
    minutes: 5,
    description: 'Pay in full, never the minimum.',
  },
  { title: 'Why nominations matter', category: 9, minutes: 4, description: 'Bank accounts, demat and insurance.' },
  {
    title: 'Planning for retirement in your 30s',
    category: 12,
    minutes: 8,
    description: 'Start early and let compounding work.',
  },
];

async function guidePdf(title: string, heading: string, lines: string[]): Promise<Buffer> {
  const { doc, body, bold, text, finish } = createPdf({ title, margin: 56 });
  doc.fillColor('#0f766e').font(bold).fontSize(10).text('FinWell learning center');
  doc.moveDown(0.5).fillColor('#0f172a').fontSize(20).text(text(title));
  doc.moveDown(0.6).font(bold).fontSize(14).text(text(heading));
  doc.moveDown(0.3).font(body).fontSize(11).fillColor('#1e293b');
  for (const line of lines) {
    if (line.startsWith('- ')) doc.list([text(line.slice(2))], { bulletRadius: 2, textIndent: 12 });
    else doc.text(text(line));
    doc.moveDown(0.4);
  }
  doc.moveDown(1).fillColor('#64748b').fontSize(9).text('For education only, not investment advice.');
  return finish();
}

/** The video library's category of each journey topic's video (VIDEO_CATEGORIES; 1 Saving otherwise). */
const JOURNEY_VIDEO_CATEGORY: Record<string, number> = {
  'How much insurance is enough': 3,
  'EPF, PPF and NPS explained': 2,
  'Old vs new regime: how to choose': 7,
};

/**
 * The journey's video steps play learning-center videos (docs/journey.md, "Videos"): each topic
 * without a video gets one in the library under its own video title, and is linked to it.
 */
async function linkJourneyVideos(trx: Trx, fileId: number) {
  const topics = await trx
    .selectFrom('journey_topics')
    .select(['id', 'video_title', 'summary', 'video_minutes'])
    .where('video_id', 'is', null)
    .where('video_url', 'is', null)
    .where('video_title', '<>', '')
    .orderBy('card_id')
    .orderBy('position')
    .execute();
  for (const t of topics) {
    const video = await trx
      .insertInto('elearning_videos')
      .values({
        title: t.video_title,
        description: t.summary.slice(0, 500),
        category_id: JOURNEY_VIDEO_CATEGORY[t.video_title] ?? 1,
        duration_minutes: t.video_minutes ?? 5,
        file_id: fileId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('journey_topics').set({ video_id: video.id }).where('id', '=', t.id).execute();
  }
}

export async function seedLearning(db: Db, dataDir: string): Promise<boolean> {
  if (await db.selectFrom('courses').select('id').limit(1).executeTakeFirst()) return false;
  const video = existsSync(SEED_VIDEO) ? readFileSync(SEED_VIDEO) : null;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE courses IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('courses').select('id').limit(1).executeTakeFirst()) return false;
    const videoId = video
      ? await storeOwnFile(trx, dataDir, video, {
          kind: 'video',
          ext: 'webm',
          mime: 'video/webm',
          original: 'budgeting-basics.webm',
        })
      : null;
    for (const [ci, c] of COURSES.entries()) {
      const course = await trx
        .insertInto('courses')
        .values({
          title: c.title,
          description: c.description,
          difficulty: c.difficulty,
          duration_minutes: c.minutes,
          sequence: ci + 1,
          hi: JSON.stringify(c.hi ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [si, s] of c.sections.entries()) {
        const section = await trx
          .insertInto('course_sections')
          .values({ course_id: course.id, title: s.title, sequence: si + 1, hi: JSON.stringify(s.hi ?? {}) })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [hi, ch] of s.chapters.entries()) {
          let fileId: number | null = null;
          if (ch.type === 'Document' && ch.pdf) {
            const pdf = await guidePdf(ch.title, ch.pdf.heading, ch.pdf.lines);
            fileId = await storeOwnFile(trx, dataDir, pdf, {
              kind: 'pdf',
              ext: 'pdf',
              mime: 'application/pdf',
              original: `${ch.title}.pdf`,
            });
          }
          if (ch.type === 'Video') {
            if (!videoId) continue;
            fileId = videoId;
          }
          await trx
            .insertInto('course_chapters')
            .values({
              course_id: course.id,
              section_id: section.id,
              title: ch.title,
              content_type: ch.type,
              file_type:
                ch.type === 'Document' ? 'pdf' : ch.type === 'Video' ? 'mp4' : ch.type === 'Url' ? 'url' : 'doc',
              file_id: fileId,
              url: ch.url ?? null,
              body: ch.body ?? '',
              duration_minutes: ch.minutes,
              is_mandatory: !ch.optional,
              sequence: hi + 1,
              hi: JSON.stringify(ch.hi ?? {}),
            })
            .execute();
        }
      }
      if (ci === 0) {
        const a = await trx
          .insertInto('assessments')
          .values({
            course_id: course.id,
            title: 'Budgeting check',
            pass_mark: 60,
            max_attempts: 3,
            hi: JSON.stringify({ title: 'बजट की जाँच' }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // [question, options, right option, Hindi question, Hindi options]
        const questions: Array<[string, string[], number, string, string[]]> = [
          [
            'In the 50/30/20 rule, what share of take-home pay goes to savings?',
            ['50%', '30%', '20%'],
            2,
            '50/30/20 नियम में हाथ में आने वाले वेतन का कितना हिस्सा बचत में जाता है?',
            ['50%', '30%', '20%'],
          ],
          [
            'Which of these is a need?',
            ['Rent', 'A weekend trip', 'A new phone'],
            0,
            'इनमें से कौन-सी ज़रूरत है?',
            ['किराया', 'सप्ताहांत की यात्रा', 'नया फ़ोन'],
          ],
          [
            'What should you build before investing in equity?',
            ['An emergency fund', 'A credit card limit', 'A car loan'],
            0,
            'इक्विटी में निवेश से पहले आपको क्या बनाना चाहिए?',
            ['आपातकालीन फंड', 'क्रेडिट कार्ड की सीमा', 'कार लोन'],
          ],
        ];
        for (const [qi, [q, options, right, qHi, optionsHi]] of questions.entries()) {
          const row = await trx
            .insertInto('assessment_questions')
            .values({ assessment_id: a.id, question: q, sequence: qi + 1, hi: JSON.stringify({ question: qHi }) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('assessment_options')
            .values(
              options.map((label, oi) => ({
                question_id: row.id,
                label,
                is_correct: oi === right,
                sequence: oi + 1,
                hi: JSON.stringify({ label: optionsHi[oi] }),
              })),
            )
            .execute();
        }
      }
    }
    if (videoId) {
      const ids: number[] = [];
      for (const v of VIDEOS) {
        const row = await trx
          .insertInto('elearning_videos')
          .values({
            title: v.title,
            description: v.description,
            category_id: v.category,
            duration_minutes: v.minutes,
            file_id: videoId,
            hi: JSON.stringify(v.hi ?? {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      await linkJourneyVideos(trx, videoId);
      const playlists: Array<[string, number[]]> = [
        ['Start here: money basics', [ids[0], ids[4], ids[7]]],
        ['Protect your family', [ids[2], ids[3], ids[8]]],
      ];
      for (const [name, members] of playlists) {
        const p = await trx.insertInto('video_playlists').values({ name }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('video_playlist_items')
          .values(members.map((video_id, i) => ({ playlist_id: p.id, video_id, sequence: i + 1 })))
          .execute();
      }
    }
    return true;
  });
}
