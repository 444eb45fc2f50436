/**
 * The journey's cards and topics (docs/journey.md, "Content and seed"). Written for salaried employees in India;
 * figures follow the rules in force for FY 2025-26. Seeded once into an empty database (seed.ts); admins edit it
 * afterwards.
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
