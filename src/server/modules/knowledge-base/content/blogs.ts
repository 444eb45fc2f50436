import type { SeedArticle } from './guides.js';

/** The knowledge base's five starting blogs (docs/knowledge-base.md "Content"); figures as of March 2026. */

export const BLOGS: SeedArticle[] = [
  {
    slug: 'blog-first-salary',
    title: 'Your first salary: five things to set up in the first month',
    summary: 'The habits that matter most are the ones you start before spending finds your new income.',
    author: 'FinWell team',
    published_on: '2026-01-12',
    keywords: ['first salary', 'budget', 'sip', 'emergency fund', 'young professionals'],
    sections: [
      {
        h: '',
        lines: [
          'A first salary feels large until the first month ends. Five set-ups in week one make the rest of the year easier.',
          '- Open a second savings account for your emergency fund and move 10 % there on salary day.',
          '- Start a SIP, even ₹2,000 a month, in an index fund; raise it with every hike.',
          '- Check your health cover at work and note what it leaves out.',
          '- Register nominees on your bank account and EPF (UAN portal).',
          '- Use a credit card only for what you can pay in full, with autopay set to the total due.',
        ],
      },
    ],
  },
  {
    slug: 'blog-tax-regime-2026',
    title: 'Old or new tax regime in 2026: a quick way to decide',
    summary: 'Add up your deductions first; the answer usually follows.',
    author: 'FinWell team',
    published_on: '2026-02-03',
    keywords: ['new regime', 'old regime', 'tax saving', 'hra', '80c'],
    sections: [
      {
        h: '',
        lines: [
          'The new regime is the default and, with no tax up to ₹12 lakh of income after the rebate, it suits most employees. The old regime is worth it only when deductions are large.',
          'Add up what you can really claim: 80C (EPF, PPF, ELSS, tuition), 80D health premiums, HRA exemption, home loan interest and NPS under 80CCD(1B). If the total is small, stay in the new regime. If it is large, compare both with the regime calculator using your actual salary slip.',
          'Whatever you choose, employer NPS under 80CCD(2) lowers tax in both regimes.',
        ],
      },
    ],
  },
  {
    slug: 'blog-sip-vs-fd',
    title: 'SIP or FD for a goal five years away?',
    summary: 'Returns, risk and tax side by side for a mid-term goal.',
    author: 'FinWell team',
    published_on: '2026-02-20',
    keywords: ['sip', 'fd', 'fixed deposit', 'mutual fund', 'goal'],
    sections: [
      {
        h: '',
        lines: [
          'A fixed deposit gives a known amount on a known date; its interest is taxed every year at your slab rate. An equity SIP has historically beaten deposits over five years or more, but can be down in any single year.',
          'For a goal exactly five years away, a balanced route works well: a SIP in a hybrid or large-cap fund for the first three years, then move the accumulated money to a deposit or short-duration debt fund for the last two years so the target is safe.',
        ],
      },
    ],
  },
  {
    slug: 'blog-health-cover-parents',
    title: 'Buying health insurance for your parents',
    summary: 'What to check when your parents are over 55 and the company policy does not cover them.',
    author: 'FinWell team',
    published_on: '2026-03-05',
    keywords: ['health insurance', 'parents', 'senior citizen', '80d', 'mediclaim'],
    sections: [
      {
        h: '',
        lines: [
          'Premiums rise with age, so buy early and keep the policy going without breaks.',
          '- Prefer policies with no or low co-payment and no room-rent cap.',
          '- Check the waiting period for diabetes, blood pressure and heart conditions; many plans now allow one to three years.',
          '- A super top-up over a base policy gives a large cover at lower cost.',
          '- In the old regime, premiums for senior-citizen parents are deductible up to ₹50,000 under 80D.',
        ],
      },
    ],
  },
  {
    slug: 'blog-rsu-basics',
    title: 'RSUs from your employer: tax when they vest and when you sell',
    summary: 'Restricted stock units are salary first and an investment after.',
    author: 'FinWell team',
    published_on: '2026-03-18',
    keywords: ['rsu', 'esop', 'employee stock', 'capital gains', 'itr-2'],
    sections: [
      {
        h: '',
        lines: [
          'When RSUs vest, their market value is taxed as salary and TDS is deducted, often by withholding some shares. That value becomes your purchase price.',
          'When you sell, the gain over that price is a capital gain. For shares of a foreign parent company, report them in Schedule FA of ITR-2 every year you hold them, even if you sold nothing.',
          "Do not let one company's shares grow past 10 % of your investments; sell regularly and diversify.",
        ],
      },
    ],
  },
];
