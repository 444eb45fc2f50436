/**
 * The resources' quiz (docs/journey.md, "Resources"): ten questions on budgeting, saving, insurance, investing and
 * tax in India. Seeded once into an empty database (seed.ts); admins edit it afterwards.
 */

export type QuizQuestionContent = { question: string; options: string[]; answer_index: number; explanation: string };

export const QUIZ = {
  title: 'Money Basics Quiz',
  description: 'Ten quick questions on budgeting, saving, insurance, investing and tax in India.',
  questions: [
    {
      question: 'How many months of essential expenses should an emergency fund usually cover?',
      options: ['One month', 'Six months', 'Two years', 'It is not needed if you have a credit card'],
      answer_index: 1,
      explanation: 'Six months of needs covers most job changes and medical bills without borrowing.',
    },
    {
      question: 'In the 50/30/20 budget, what is the 20 % for?',
      options: ['Rent', 'Eating out and shopping', 'Savings and investments', 'Income tax'],
      answer_index: 2,
      explanation: 'At least 20 % of take-home pay goes to savings and investments, paid first on salary day.',
    },
    {
      question: 'With inflation at 6 % a year, roughly what will something that costs ₹1 lakh today cost in 12 years?',
      options: ['₹1.2 lakh', '₹1.5 lakh', '₹2 lakh', '₹6 lakh'],
      answer_index: 2,
      explanation: 'Prices double in about 12 years at 6 % (the rule of 72: 72 / 6 = 12).',
    },
    {
      question: 'Which insurance gives the most life cover for the premium?',
      options: ['Endowment plan', 'Money-back policy', 'Term insurance', 'ULIP'],
      answer_index: 2,
      explanation:
        'Term insurance is pure protection; mixed products spend much of the premium on investment and costs.',
    },
    {
      question: 'What does a SIP in a mutual fund do?',
      options: [
        'Guarantees a fixed return',
        'Invests a fixed amount at regular intervals',
        'Lets you withdraw a fixed amount every month',
        'Invests only when the market falls',
      ],
      answer_index: 1,
      explanation:
        'A systematic investment plan invests a fixed amount every month or quarter; returns are not guaranteed.',
    },
    {
      question: 'What is the yearly limit of deductions under section 80C (old tax regime)?',
      options: ['₹50,000', '₹1 lakh', '₹1.5 lakh', '₹2.5 lakh'],
      answer_index: 2,
      explanation: 'Section 80C allows up to ₹1.5 lakh a year across EPF, PPF, ELSS, life premiums and similar items.',
    },
    {
      question: 'What is the lock-in period of a PPF account?',
      options: ['3 years', '5 years', '15 years', 'No lock-in'],
      answer_index: 2,
      explanation: 'PPF matures after 15 financial years; partial withdrawals are allowed from the seventh year.',
    },
    {
      question: 'Paying only the minimum due on a credit card means…',
      options: [
        'No interest is charged',
        'Interest of around 3-4 % a month is charged on the rest',
        'Your credit limit increases',
        'The bank waives the balance after a year',
      ],
      answer_index: 1,
      explanation:
        'Card interest often runs at 36-48 % a year on the unpaid balance, and the free credit period is lost.',
    },
    {
      question: 'Why spread investments across asset classes (diversify)?',
      options: [
        'To guarantee higher returns',
        'To lower the impact of any one investment doing badly',
        'To avoid paying tax',
        'Because SEBI requires it',
      ],
      answer_index: 1,
      explanation: 'Diversification reduces risk: equity, debt and gold rarely all fall at the same time.',
    },
    {
      question: 'Which of these is a sign of a possible investment fraud?',
      options: [
        'A SEBI-registered adviser who gives a written fee agreement',
        'A scheme promising guaranteed 5 % a month returns',
        'A mutual fund that publishes its daily NAV',
        'A bank fixed deposit with DICGC cover',
      ],
      answer_index: 1,
      explanation:
        'Guaranteed high returns are the classic sign of a Ponzi scheme; check registration on the SEBI website.',
    },
  ] satisfies QuizQuestionContent[],
};
