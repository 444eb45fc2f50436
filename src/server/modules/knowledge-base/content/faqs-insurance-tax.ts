import { p, ul, type SeedCategory } from './faq-parts.js';

/** Starting FAQs (faqs.ts): insurance and tax saving. */

export const INSURANCE_CATEGORY: SeedCategory = {
  title: 'Insurance',
  description: 'Life cover, health cover and how much of each you need.',
  subs: [
    {
      title: 'Protecting your family',
      description: 'Term, health and other cover.',
      groups: [
        {
          title: 'Life and health',
          faqs: [
            {
              q: 'How much term insurance do I need?',
              a: p(
                'A common rule is 10 to 15 times your yearly income, plus outstanding loans, minus investments your family could use. The human life value calculator works it out from your expenses, loans and goals. Buy a pure term plan until your retirement age; it is far cheaper than endowment or money-back plans for the same cover.',
              ),
              k: ['term insurance', 'term plan', 'life cover', 'human life value'],
            },
            {
              q: 'Is the health insurance from my employer enough?',
              a: p(
                'Usually not on its own. Group cover ends when you leave the job, the sum insured is often ₹3-5 lakh shared by the family, and it may not cover parents well. Buy a personal family floater (₹10 lakh or more, with a super top-up if needed) while you are young and healthy, so waiting periods are over before you need it.',
              ),
              k: ['health insurance', 'mediclaim', 'group insurance', 'family floater'],
            },
            {
              q: 'Are ULIPs and endowment plans good investments?',
              a: p(
                'They mix insurance and investment and usually do both poorly: the life cover is small and the returns, after charges, are often lower than a term plan plus a mutual fund or PPF. Keep insurance and investment separate. If you already hold such a policy, compare the surrender value with what continuing would earn before you decide.',
              ),
              k: ['ulip', 'endowment', 'money back', 'insurance investment'],
            },
            {
              q: 'What health insurance tax deduction can I claim?',
              a: p(
                'In the old regime, section 80D allows up to ₹25,000 a year for premiums for yourself, spouse and children, and another ₹25,000 for parents (₹50,000 if they are senior citizens), including ₹5,000 for preventive check-ups. The new regime does not allow 80D.',
              ),
              k: ['80d', 'health insurance', 'tax deduction', 'premium'],
            },
          ],
        },
      ],
    },
  ],
};

export const TAX_CATEGORY: SeedCategory = {
  title: 'Tax saving',
  description: 'Choosing a regime, deductions, HRA and filing your return.',
  subs: [
    {
      title: 'Income tax for employees',
      description: 'The old and new regimes, HRA and returns.',
      groups: [
        {
          title: 'Regimes and deductions',
          faqs: [
            {
              q: 'Should I choose the old or the new tax regime?',
              a: p(
                'The new regime has lower slab rates, a ₹75,000 standard deduction and no tax up to ₹12 lakh of income (after the rebate) for FY 2025-26, but it removes most deductions. The old regime wins only when your deductions (80C, 80D, HRA, home loan interest, NPS) are large. Use the old vs new regime calculator with your real figures; salaried employees can choose every year.',
              ),
              k: ['new regime', 'old regime', 'income tax', 'slab'],
            },
            {
              q: 'What can I invest in under section 80C?',
              a:
                p('Up to ₹1,50,000 a year in total (old regime only), across:') +
                ul(
                  'EPF and VPF contributions, PPF, Sukanya Samriddhi;',
                  'ELSS mutual funds (three-year lock-in);',
                  'life insurance premiums, NSC, five-year tax-saving FDs, SCSS;',
                  "home loan principal and children's tuition fees.",
                ) +
                p('Your EPF contribution may already use a large part of the limit, so check before investing more.'),
              k: ['80c', 'tax saving', 'elss', 'ppf', 'deduction'],
            },
            {
              q: 'How is HRA exemption calculated?',
              a: p(
                "In the old regime, the exempt HRA is the lowest of: the HRA you receive; rent paid minus 10 % of basic salary (plus DA); and 50 % of basic in Delhi, Mumbai, Kolkata and Chennai (40 % elsewhere). Keep rent receipts, and the landlord's PAN if the rent is over ₹1 lakh a year. The HRA calculator works it out.",
              ),
              k: ['hra', 'house rent allowance', 'rent', 'exemption'],
            },
            {
              q: 'Which ITR form should a salaried employee file?',
              a: p(
                'ITR-1 (Sahaj) suits residents with income up to ₹50 lakh from salary, one house property and interest, and small long-term equity gains within the exempt limit. Use ITR-2 if you have capital gains beyond that, more than one house, foreign assets or RSUs of a foreign employer, or income above ₹50 lakh. File by 31 July unless the date is extended.',
              ),
              k: ['itr', 'itr-1', 'itr-2', 'income tax return', 'filing'],
            },
          ],
        },
      ],
    },
  ],
};
