import { p, ul, type SeedCategory } from './faq-parts.js';

/** Starting FAQs (faqs.ts): retirement and children's future, and financial planning. */

export const RETIREMENT_CATEGORY: SeedCategory = {
  title: "Retirement and children's future",
  description: "Planning retirement, early retirement and your children's education.",
  subs: [
    {
      title: 'Retirement',
      description: 'EPF, NPS and how much you need.',
      groups: [
        {
          title: 'Planning retirement',
          faqs: [
            {
              q: 'How much do I need to retire?',
              a: p(
                "Estimate your yearly expenses at retirement (today's expenses grown by 6 % inflation a year), then multiply by 25 to 30 for a corpus that can last three decades. Someone spending ₹6 lakh a year today with 25 years to go needs roughly ₹2.5-3 crore. The retirement planner shows the monthly SIP needed.",
              ),
              k: ['retirement', 'corpus', 'inflation', 'retirement planning'],
            },
            {
              q: 'Should I join NPS through my employer?',
              a: p(
                'Employer contributions to NPS up to 14 % of basic salary are deductible under section 80CCD(2) in the new regime (10 % in the old regime), so the corporate NPS route cuts tax in both regimes. In the old regime you can also claim your own extra ₹50,000 under 80CCD(1B). The money is locked until 60, and part of a large corpus must buy an annuity.',
              ),
              k: ['nps', 'national pension system', '80ccd', 'employer contribution'],
            },
            {
              q: 'What is needed to retire early?',
              a: p(
                'Early retirement needs a larger corpus (30 to 35 times yearly expenses) because it must last longer, a health insurance policy of your own, no loans, and a high savings rate, often 40-50 % of income, for 15 to 20 years. Use the financial freedom calculator to find your date.',
              ),
              k: ['early retirement', 'fire', 'financial freedom'],
            },
          ],
        },
      ],
    },
    {
      title: "Children's future",
      description: "Saving for education and a daughter's future.",
      groups: [
        {
          title: 'Education and SSY',
          faqs: [
            {
              q: "How do I plan for my child's higher education?",
              a: p(
                'Price the course today, grow it by 8-10 % a year (education costs rise faster than general inflation) and start a SIP sized for that amount. For goals more than seven years away, use equity funds; move the money gradually into debt funds or deposits in the last three years so a market fall just before admission does not hurt.',
              ),
              k: ['children education', 'child', 'education planning', 'goal'],
            },
            {
              q: 'Is Sukanya Samriddhi Yojana good for my daughter?',
              a: p(
                'SSY pays 8.2 % a year (January-March 2026), tax-free, with 80C benefit in the old regime. You can open it for a girl under 10, deposit ₹250 to ₹1,50,000 a year for 15 years, and it matures 21 years after opening. Combine it with an equity SIP for a larger goal.',
              ),
              k: ['ssy', 'sukanya samriddhi', 'girl child', 'daughter'],
            },
          ],
        },
      ],
    },
  ],
};

export const PLANNING_CATEGORY: SeedCategory = {
  title: 'Financial planning',
  description: 'Goals, wills and nominations, and putting a plan together.',
  subs: [
    {
      title: 'Your plan',
      description: 'Where to start and how to keep it up to date.',
      groups: [
        {
          title: 'Planning basics',
          faqs: [
            {
              q: 'Where do I start with financial planning?',
              a: ul(
                'List your goals with an amount and a year.',
                'Build the emergency fund and buy term and health cover.',
                'Clear high-interest debt.',
                'Start a SIP for each long-term goal and use EPF, PPF or NPS for retirement.',
                'Review once a year and after big life events.',
              ),
              k: ['financial planning', 'goal planning', 'start'],
            },
            {
              q: 'Why should I write a will and update nominees?',
              a: p(
                'A nominee only receives the money as a trustee; the will decides who finally owns it. Without a will, assets pass by succession law, which can take years and cause disputes. Register nominees on every bank account, demat account, mutual fund folio, EPF and insurance policy, and write a simple will naming an executor.',
              ),
              k: ['will', 'nominee', 'nomination', 'estate planning'],
            },
            {
              q: 'How do I keep track of all my accounts and policies?',
              a: p(
                'Keep one list of every bank account, deposit, folio, demat account, policy, loan and card, with the nominee and where the documents are, and tell a family member where it is. The financial accounts repository checklist under Quick access is a ready-made sheet for this.',
              ),
              k: ['accounts', 'checklist', 'records', 'documents'],
            },
          ],
        },
      ],
    },
  ],
};
