import type { FraOption } from '../../../db/tables/journey.js';

/** The risk assessment's questions (docs/journey.md, "Risk assessment"), seeded once into an empty database (seed.ts). */

export type FraQuestionContent = {
  dimension: 'capacity' | 'tolerance';
  question: string;
  help: string;
  options: FraOption[];
};

const o = (label: string, points: number): FraOption => ({ label, points });

/**
 * Twelve questions in the two parts suitability assessment looks at (docs/journey.md, "Risk
 * assessment"): risk capacity (can you afford losses: age, dependants, income, reserves, debt,
 * horizon) and risk tolerance (are you willing: goal, reaction to a fall, experience, preference).
 * Each answer scores 1 (lowest risk) to 4.
 */
export const FRA_QUESTIONS: FraQuestionContent[] = [
  {
    dimension: 'capacity',
    question: 'What is your age?',
    help: 'The longer your working life ahead, the more time you have to recover from a loss.',
    options: [o('Above 55', 1), o('46 to 55', 2), o('31 to 45', 3), o('18 to 30', 4)],
  },
  {
    dimension: 'capacity',
    question: 'How many people depend on your income?',
    help: 'Count children, parents and a spouse who does not earn.',
    options: [o('Three or more', 1), o('Two', 2), o('One', 3), o('None', 4)],
  },
  {
    dimension: 'capacity',
    question: 'How stable is your income over the next five years?',
    help: '',
    options: [
      o('Uncertain: contract work or a business with changing income', 1),
      o('Somewhat stable, but I may change jobs or sectors', 2),
      o('Stable salaried job', 3),
      o('Very stable, and my household has more than one income', 4),
    ],
  },
  {
    dimension: 'capacity',
    question: 'How many months of expenses could you cover from savings if your income stopped?',
    help: 'Savings you can reach within a week: bank balance, FDs, liquid funds.',
    options: [
      o('Less than one month', 1),
      o('One to three months', 2),
      o('Three to six months', 3),
      o('More than six months', 4),
    ],
  },
  {
    dimension: 'capacity',
    question: 'What share of your monthly take-home pay goes to loan EMIs?',
    help: 'Include home, car, personal and education loans, and card EMIs.',
    options: [o('More than 50 %', 1), o('30 % to 50 %', 2), o('10 % to 30 %', 3), o('Less than 10 %, or no loans', 4)],
  },
  {
    dimension: 'capacity',
    question: 'When will you need most of the money you are investing?',
    help: 'Your investment horizon. Money needed within a year should not be exposed to market falls.',
    options: [o('Within 1 year', 1), o('In 1 to 3 years', 2), o('In 3 to 7 years', 3), o('After more than 7 years', 4)],
  },
  {
    dimension: 'tolerance',
    question: 'What is your main aim for this money?',
    help: '',
    options: [
      o('Keep it safe, even if it barely beats inflation', 1),
      o('Regular income with little change in value', 2),
      o('Steady growth with some ups and downs', 3),
      o('Maximum long-term growth; I accept large swings', 4),
    ],
  },
  {
    dimension: 'tolerance',
    question: 'Your investments fall 20 % in a few months. What do you do?',
    help: 'Falls of 20 % or more have happened several times in Indian equity markets (2008, 2020).',
    options: [
      o('Sell everything to stop further loss', 1),
      o('Sell some and move to safer options', 2),
      o('Do nothing and wait for recovery', 3),
      o('Invest more while prices are low', 4),
    ],
  },
  {
    dimension: 'tolerance',
    question: 'Which yearly outcome range would you choose for ₹1 lakh invested?',
    help: 'Higher possible gains come with higher possible losses.',
    options: [
      o('Between +₹4,000 and +₹7,000', 1),
      o('Between −₹3,000 and +₹12,000', 2),
      o('Between −₹10,000 and +₹20,000', 3),
      o('Between −₹25,000 and +₹40,000', 4),
    ],
  },
  {
    dimension: 'tolerance',
    question: 'Which investments have you held before?',
    help: 'Choose the highest that applies.',
    options: [
      o('Only savings accounts and fixed deposits', 1),
      o('PPF, EPF, insurance plans or debt funds', 2),
      o('Equity mutual funds or SIPs', 3),
      o('Direct shares, derivatives or international funds', 4),
    ],
  },
  {
    dimension: 'tolerance',
    question: 'How well do you understand how markets and mutual funds work?',
    help: '',
    options: [
      o('Very little', 1),
      o('I know the basics such as NAV and SIP', 2),
      o('I understand risk, returns and asset allocation', 3),
      o('I follow markets closely and review my portfolio myself', 4),
    ],
  },
  {
    dimension: 'tolerance',
    question: 'How would you describe yourself as an investor?',
    help: '',
    options: [o('Cautious', 1), o('Somewhat cautious', 2), o('Balanced', 3), o('Adventurous', 4)],
  },
];
