import { p, ul, type SeedCategory } from './faq-parts.js';

/** Starting FAQs (faqs.ts): loans and credit. */

export const LOANS_CATEGORY: SeedCategory = {
  title: 'Loans and credit',
  description: 'Repay loans faster, use credit cards well, and plan for buying a house.',
  subs: [
    {
      title: 'Loan repayment',
      description: 'EMIs, prepayment and credit scores.',
      groups: [
        {
          title: 'Repaying loans',
          faqs: [
            {
              q: 'Should I prepay my home loan or invest the money?',
              a:
                p(
                  'Compare the loan rate after tax with what the investment can reasonably earn after tax. Prepaying a 8.5 % loan is a guaranteed 8.5 % return; investing can earn more over long periods but with ups and downs.',
                ) +
                ul(
                  'Keep your emergency fund and term cover in place first.',
                  'Prepay high-rate loans (personal loans, credit cards) before anything else.',
                  'For a home loan, a mix works for many people: a yearly prepayment and a SIP.',
                ) +
                p(
                  'Banks may not charge prepayment penalties on floating-rate home loans to individuals. Use the home loan prepayment calculator to see the months and interest saved.',
                ),
              k: ['home loan', 'prepayment', 'emi', 'invest'],
            },
            {
              q: 'Which loan should I repay first if I have several?',
              a: p(
                'Pay the minimum on every loan, then put every spare rupee into the loan with the highest interest rate (usually the credit card, then personal loans, then car loans, and the home loan last). When it is closed, add its EMI to the next one. This avalanche method saves the most interest.',
              ),
              k: ['loan repayment', 'debt', 'avalanche', 'personal loan'],
            },
            {
              q: 'Why is only paying the minimum due on my credit card so costly?',
              a: p(
                'Indian cards charge about 3 to 3.75 % a month (36-45 % a year) on the unpaid balance, plus 18 % GST on that interest, and you lose the interest-free period on new purchases. A ₹50,000 balance paid at the minimum can take years to clear. Pay the full amount, or move the balance to a cheaper personal loan and stop using the card until it is clear.',
              ),
              k: ['credit card', 'minimum due', 'interest', 'debt'],
            },
            {
              q: 'What is a credit score and how can I improve mine?',
              a:
                p(
                  'A credit score (CIBIL and other bureaus, 300 to 900) tells lenders how reliably you repay. Above 750 usually gets the best rates.',
                ) +
                ul(
                  'Pay every EMI and card bill on time; one missed payment stays on record.',
                  'Use less than 30 % of your card limits.',
                  'Do not apply for many loans or cards at once.',
                  'Check your report once a year for free and dispute errors.',
                ),
              k: ['cibil', 'credit score', 'credit report'],
            },
          ],
        },
      ],
    },
    {
      title: 'Buying a house',
      description: 'Down payment, affordability and tax benefits of a home loan.',
      groups: [
        {
          title: 'Home loans',
          faqs: [
            {
              q: 'How much home loan EMI can I afford?',
              a: p(
                'Keep all EMIs together under 35-40 % of your take-home pay, and plan a down payment of at least 20 % plus about 8-10 % for stamp duty, registration and interiors. Lenders may approve more, but a smaller EMI leaves room for savings and surprises. Try the home loan EMI calculator with a rate 1 % higher than today to test the budget.',
              ),
              k: ['home loan', 'emi', 'affordability', 'down payment', 'buying house'],
            },
            {
              q: 'Is it better to buy a house or keep renting?',
              a: p(
                'Buying makes sense when you plan to stay in the city for many years, the EMI fits the budget, and the price is reasonable compared with the rent (rent is often only 2-3 % of the price a year). Renting keeps you flexible and lets you invest the difference. The buy versus rent calculator compares both over your timeline.',
              ),
              k: ['rent', 'buy', 'house', 'buying house'],
            },
            {
              q: 'What tax benefits does a home loan give?',
              a: p(
                'In the old regime, interest on a loan for a self-occupied house is deductible up to ₹2,00,000 a year under section 24(b), and principal repayment counts towards the ₹1,50,000 limit of section 80C. The new regime does not allow these deductions for a self-occupied house. Joint owners who both repay can each claim their share.',
              ),
              k: ['home loan', 'tax', '24b', '80c', 'deduction'],
            },
          ],
        },
      ],
    },
  ],
};
