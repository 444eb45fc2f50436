import type { FraOption } from '../../db/tables/journey.js';

/**
 * The product's journey, resources, quiz and risk-assessment content (docs/journey.md, "Content").
 * Written for salaried employees in India; figures follow the rules in force for FY 2025-26. Seeded
 * once into an empty database (seed.ts); admins edit it afterwards.
 */

export type TopicContent = {
  title: string;
  summary: string;
  key_points: string[];
  video_title: string;
  video_minutes: number;
  task_title: string;
  task_prompt: string;
};

export type CardContent = { slug: string; title: string; description: string; topics: TopicContent[] };

export const JOURNEY_CARDS: CardContent[] = [
  {
    slug: 'future-vision',
    title: 'Future Vision',
    description: 'Picture the life you want and turn it into goals with a price and a date.',
    topics: [
      {
        title: 'Picture your future self',
        summary:
          'Money decisions are easier when you know what they are for. Start by writing down what you want your life to look like in 5, 10 and 25 years.',
        key_points: [
          'Split goals into short term (under 3 years), medium term (3-7 years) and long term (over 7 years).',
          'Write each goal as something you can check: "₹3 lakh for a car down payment by March 2028".',
          'Rank goals: protection and an emergency fund come before wants.',
        ],
        video_title: 'Why goals come before products',
        video_minutes: 6,
        task_title: 'Write your three most important goals',
        task_prompt:
          'List your three most important money goals, each with a rough amount and the year you need it. For example: "Child’s college, ₹15 lakh, 2038".',
      },
      {
        title: 'Put a price on each goal',
        summary:
          'A goal’s cost grows with inflation. A goal that costs ₹10 lakh today costs about ₹17.9 lakh in 10 years at 6 % inflation.',
        key_points: [
          'Future cost = today’s cost x (1 + inflation) ^ years. Use 6 % for general goals, 8-10 % for education and health.',
          'Divide the future cost by the monthly SIP factor to see what to invest each month (the goal planning calculator does this).',
          'Review the numbers once a year or when your income changes.',
        ],
        video_title: 'Inflation and the real cost of a goal',
        video_minutes: 7,
        task_title: 'Price your top goal',
        task_prompt:
          'Take your most important goal. Write its cost today, the number of years to go, and its cost in that year at 6 % inflation (or use the goal planning calculator).',
      },
      {
        title: 'Know your money habits',
        summary:
          'Your habits decide more than your salary does. Track one month of spending to see where your money really goes.',
        key_points: [
          'Note every spend for 30 days, including UPI payments and subscriptions.',
          'Group spends into needs, wants and savings; most people under-estimate wants by a third.',
          'Pick one habit to change this month, such as a 24-hour wait before any purchase over ₹2,000.',
        ],
        video_title: 'Spending patterns and small leaks',
        video_minutes: 5,
        task_title: 'Name one habit to change',
        task_prompt:
          'Look at your last month of bank and UPI statements. Write the one spending habit you want to change and how you will do it.',
      },
    ],
  },
  {
    slug: 'financial-foundation',
    title: 'Financial Foundation',
    description: 'Build the base every plan stands on: a budget, an emergency fund, insurance and manageable debt.',
    topics: [
      {
        title: 'Budget with the 50/30/20 rule',
        summary:
          'A budget is a plan for your take-home pay: about 50 % for needs, 30 % for wants and at least 20 % for savings and investments.',
        key_points: [
          'Pay yourself first: set up an auto-debit to savings on salary day.',
          'Needs include rent, groceries, EMIs, school fees and insurance premiums.',
          'If EMIs alone are above 40 % of take-home pay, fix debt before adding wants.',
        ],
        video_title: 'A budget you can keep',
        video_minutes: 6,
        task_title: 'Draft your monthly budget',
        task_prompt:
          'Write your monthly take-home pay and split it into needs, wants and savings in rupees. Which part is furthest from 50/30/20?',
      },
      {
        title: 'Build an emergency fund',
        summary:
          'An emergency fund keeps a job loss or a hospital bill from becoming debt. Aim for six months of essential expenses.',
        key_points: [
          'Six months of needs (not of salary); twelve if your income is irregular or you are the only earner.',
          'Keep it safe and quick to reach: a savings account, sweep-in FD or liquid fund.',
          'Refill it first after you use it.',
        ],
        video_title: 'Your safety net, step by step',
        video_minutes: 5,
        task_title: 'Set your emergency fund target',
        task_prompt:
          'Write your monthly essential expenses, your emergency fund target (6 x that), how much you have today, and the monthly amount you will add.',
      },
      {
        title: 'Protect with term and health insurance',
        summary:
          'Insurance protects your goals from the unexpected. Buy pure protection first: term life cover and a family health policy.',
        key_points: [
          'Term cover of 10-15 times your yearly income if anyone depends on you.',
          'A family floater health policy of at least ₹10 lakh, beyond your employer’s group cover.',
          'Avoid mixing insurance and investment; compare claim settlement ratios.',
        ],
        video_title: 'How much insurance is enough',
        video_minutes: 8,
        task_title: 'Check your cover',
        task_prompt:
          'Write the life cover and health cover you have today (including employer cover) and the gap to 10x income and ₹10 lakh health cover.',
      },
    ],
  },
  {
    slug: 'long-term-success',
    title: 'Long-Term Success',
    description: 'Grow your money for the long run: invest regularly, plan retirement and save tax the smart way.',
    topics: [
      {
        title: 'Start investing with SIPs',
        summary:
          'A systematic investment plan (SIP) invests a fixed amount every month, so you buy more units when prices are low and build discipline.',
        key_points: [
          '₹5,000 a month for 20 years at 12 % a year grows to about ₹50 lakh; starting 5 years later gives about ₹25 lakh.',
          'Match the fund to the goal: equity for goals over 7 years, debt or hybrid for shorter ones.',
          'Increase the SIP each year with your salary (step-up SIP).',
        ],
        video_title: 'Compounding and the cost of waiting',
        video_minutes: 7,
        task_title: 'Plan your first or next SIP',
        task_prompt:
          'Write the goal your SIP is for, the monthly amount, the kind of fund and the date you will start or step it up.',
      },
      {
        title: 'Plan for retirement',
        summary:
          'Retirement is the longest goal you will fund. EPF, PPF and NPS give you tax-efficient building blocks.',
        key_points: [
          'A rough corpus: 25-30 times your yearly expenses at retirement.',
          'EPF grows with every salary; NPS adds a separate ₹50,000 deduction under section 80CCD(1B) in the old regime.',
          'Check your EPF passbook on the EPFO portal once a year.',
        ],
        video_title: 'EPF, PPF and NPS explained',
        video_minutes: 9,
        task_title: 'Estimate your retirement number',
        task_prompt:
          'Write your current yearly expenses, the years to retirement, and a rough corpus (yearly expenses grown at 6 % x 25), or use the retirement calculator.',
      },
      {
        title: 'Save tax the smart way',
        summary:
          'Choose the tax regime that leaves you more, then use deductions that also build wealth instead of buying products only for tax.',
        key_points: [
          'Compare the old and new regimes every year with the tax calculator before declaring to your employer.',
          'In the old regime, section 80C allows up to ₹1.5 lakh (EPF, PPF, ELSS, term premium, principal on a home loan).',
          'Section 80D covers health insurance premiums for you and your parents.',
        ],
        video_title: 'Old vs new regime: how to choose',
        video_minutes: 8,
        task_title: 'Choose your tax regime',
        task_prompt:
          'Write which tax regime suits you this year and why, with the deductions you expect to claim (or use the old vs new tax calculator).',
      },
    ],
  },
];

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

/** A risk band: the score range it covers and what to do next (docs/journey.md, "Bands"). */
export type FraBand = {
  key: string;
  label: string;
  min: number;
  max: number;
  description: string;
  allocation: string;
};

export const FRA_BANDS: FraBand[] = [
  {
    key: 'conservative',
    label: 'Conservative',
    min: 12,
    max: 19,
    description:
      'Protecting what you have matters most to you, or your situation leaves little room for losses. Favour safety and liquidity.',
    allocation: 'About 10-20 % equity; the rest in FDs, PPF, debt and liquid funds.',
  },
  {
    key: 'moderately_conservative',
    label: 'Moderately conservative',
    min: 20,
    max: 26,
    description: 'You accept small ups and downs for returns a little above inflation.',
    allocation: 'About 20-35 % equity through large-cap or hybrid funds; the rest in debt.',
  },
  {
    key: 'moderate',
    label: 'Moderate',
    min: 27,
    max: 33,
    description: 'You want steady growth and can sit through normal market falls for goals several years away.',
    allocation: 'About 40-60 % equity (diversified funds), the rest in debt and a little gold.',
  },
  {
    key: 'moderately_aggressive',
    label: 'Moderately aggressive',
    min: 34,
    max: 40,
    description: 'You look for long-term growth and have the income and reserves to ride out large falls.',
    allocation: 'About 60-75 % equity including some mid-cap funds; the rest in debt.',
  },
  {
    key: 'aggressive',
    label: 'Aggressive',
    min: 41,
    max: 48,
    description: 'You aim for the highest long-term growth and accept deep, long falls along the way.',
    allocation: 'About 75-90 % equity across large, mid and small caps; keep your emergency fund separate.',
  },
];

export type ResourceContent = {
  kind: 1 | 2 | 3;
  item_type: 1 | 2 | 3 | 4 | 5 | 6;
  slug: string;
  title: string;
  description: string;
  url: string | null;
  subs?: Array<Omit<ResourceContent, 'kind' | 'subs'>>;
};

/** Activities ('Unfold New Ideas'), the quiz ('Spin & Play') and games ('Step Into the Game Zone'). */
export const RESOURCES: ResourceContent[] = [
  {
    kind: 1,
    item_type: 5,
    slug: 'no-spend-weekend',
    title: 'No-spend weekend challenge',
    description: 'Spend nothing beyond needs for one weekend and note what you did not miss.',
    url: null,
    subs: [
      {
        item_type: 4,
        slug: 'no-spend-tracker',
        title: 'Track it with the monthly spending tracker',
        description: 'Log the weekend’s spends in the calculators’ spending tracker.',
        url: '/client/calculators',
      },
    ],
  },
  {
    kind: 1,
    item_type: 4,
    slug: 'goal-costing',
    title: 'Cost one goal with the goal planner',
    description: 'Pick a goal, enter today’s cost and the year, and see the SIP it needs.',
    url: '/client/calculators/goal-plan-calc',
  },
  {
    kind: 1,
    item_type: 3,
    slug: 'sebi-investor-site',
    title: 'Check an adviser on SEBI’s investor website',
    description: 'Learn how to verify a registered investment adviser before you act on advice.',
    url: 'https://investor.sebi.gov.in/',
  },
  {
    kind: 1,
    item_type: 4,
    slug: 'kb-insurance',
    title: 'Read: how much insurance do you need?',
    description: 'Our knowledge base explains term and health cover in plain words.',
    url: '/client/knowledgebase',
  },
  {
    kind: 2,
    item_type: 5,
    slug: 'money-basics-quiz',
    title: 'Money Basics Quiz',
    description: 'Ten questions on budgeting, saving, insurance, investing and tax.',
    url: '/client/resources/quiz',
  },
  {
    kind: 3,
    item_type: 5,
    slug: 'needs-vs-wants',
    title: 'Needs vs Wants',
    description: 'Sort twelve everyday spends into needs and wants, then see how your budget balances.',
    url: '/client/resources/games/needs-vs-wants',
  },
];
