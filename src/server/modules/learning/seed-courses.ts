import type { ChapterContentType } from '../../db/tables/learning.js';

/** The demo courses (seed.ts): sections and chapters, with Hindi values for some of them. */

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

export const COURSES: SeedCourse[] = [
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
