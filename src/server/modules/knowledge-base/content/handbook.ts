/**
 * Employee handbook and toolkit items (docs/product-rules.md "Handbook and toolkit items": about 37 titles):
 * the handbook here, the toolkit in toolkit.ts, both made with `item`. Each becomes a PDF generated from its
 * description and points (pdf.ts). The government schemes are in schemes.ts.
 */
export type SeedItem = { slug: string; title: string; description: string; points: string[]; keywords: string[] };

export const item = (
  slug: string,
  title: string,
  description: string,
  points: string[],
  keywords: string[],
): SeedItem => ({
  slug,
  title,
  description,
  points,
  keywords,
});

export const HANDBOOK: SeedItem[] = [
  item(
    'start-guide-young-professionals',
    'Start guide for young professionals',
    'The first steps with a new salary: budget, emergency fund, insurance and your first SIP.',
    [
      'Read your salary slip: basic, HRA, EPF, TDS.',
      'Build one month of expenses in savings first.',
      'Start a SIP with 10-20 % of take-home pay.',
    ],
    ['first salary', 'budget', 'sip'],
  ),
  item(
    'goal-planning',
    'Goal planning',
    'Turn wishes into goals with an amount, a year and a monthly saving.',
    [
      'Write each goal with its cost today and its year.',
      'Grow the cost by inflation to the goal year.',
      'Pick the investment by the time left.',
    ],
    ['goal', 'planning', 'inflation'],
  ),
  item(
    'retirement-planning',
    'Retirement planning',
    'How much you need, and how EPF, NPS, PPF and mutual funds get you there.',
    [
      'Estimate expenses at retirement.',
      'Aim for 25-30 times yearly expenses.',
      'Use EPF and NPS as the base, equity funds for growth.',
    ],
    ['retirement', 'epf', 'nps'],
  ),
  item(
    'childrens-education',
    "Planning your children's education",
    'Costs of school and college, how fast they rise and how to save for them.',
    [
      'Education costs rise 8-10 % a year.',
      'Use equity SIPs for goals over seven years away.',
      'Move to safer options three years before.',
    ],
    ['children education', 'child', 'ssy'],
  ),
  item(
    'income-tax-basics',
    'Income tax basics for employees',
    'Slabs, the two regimes, TDS on salary and Form 16.',
    [
      'Declare your regime to the employer each year.',
      'Submit investment proofs on time.',
      'Match Form 16 with Form 26AS and AIS.',
    ],
    ['income tax', 'tds', 'form 16'],
  ),
  item(
    'filing-itr-1',
    'Filing ITR-1 step by step',
    'Who can file ITR-1 (Sahaj) and how to file it on the income-tax portal.',
    [
      'Check eligibility: salary, one house, interest.',
      'Pre-filled data comes from AIS; verify it.',
      'E-verify within 30 days of filing.',
    ],
    ['itr', 'itr-1', 'filing'],
  ),
  item(
    'filing-itr-2',
    'Filing ITR-2 with capital gains',
    'When you need ITR-2 and how to report capital gains and foreign assets.',
    [
      'Needed for capital gains, foreign assets, two houses.',
      'Use the capital gains statements from your fund house and broker.',
      'Report foreign shares in Schedule FA.',
    ],
    ['itr', 'itr-2', 'capital gains'],
  ),
  item(
    'rsu-and-esop',
    'RSUs and ESOPs',
    'How employee stock is taxed at vesting and at sale, and how to diversify.',
    [
      'Vesting value is salary income.',
      'Sale gain is a capital gain.',
      'Keep one company under 10 % of your investments.',
    ],
    ['rsu', 'esop', 'employee stock'],
  ),
  item(
    'nps-for-employees',
    'NPS for employees',
    'Corporate NPS, tax under 80CCD, fund choices and exit rules.',
    [
      'Employer contribution up to 14 % of basic is deductible (new regime).',
      'Choose auto or active allocation.',
      'Part of a large corpus buys an annuity at exit.',
    ],
    ['nps', '80ccd', 'pension'],
  ),
  item(
    'gold-investing',
    'Investing in gold',
    'Gold ETFs, gold funds, sovereign gold bonds and jewellery compared.',
    ['Keep 5-10 % in gold.', 'Prefer ETFs or gold funds over jewellery.', 'Existing SGBs trade on the exchange.'],
    ['gold', 'gold etf', 'sgb'],
  ),
  item(
    'bonds-and-fixed-income',
    'Bonds and fixed income',
    'Government securities, corporate bonds, debt funds and deposits.',
    [
      'Rates and prices move in opposite directions.',
      'Check credit ratings.',
      'Debt fund gains are taxed at slab rate.',
    ],
    ['bonds', 'debt fund', 'fixed income'],
  ),
  item(
    'real-estate',
    'Real estate as an investment',
    'Rental yield, costs, liquidity and REITs.',
    [
      'Rental yields are often 2-3 %.',
      'Budget 8-10 % for stamp duty and registration.',
      'REITs give property exposure in small amounts.',
    ],
    ['real estate', 'property', 'reit'],
  ),
  item(
    'stocks-basics',
    'Investing in stocks',
    'Opening a demat account, picking shares, and the risks of direct equity.',
    [
      'Start with index funds before single stocks.',
      'Never borrow to invest.',
      'Hold at least 15 shares across sectors if you pick stocks.',
    ],
    ['stocks', 'shares', 'demat'],
  ),
  item(
    'mutual-funds-guide',
    'Mutual funds handbook',
    'Fund types, direct plans, SIPs, taxes and annual reviews.',
    ['Pick funds by goal and horizon.', 'Prefer direct plans.', 'Review once a year against the category.'],
    ['mutual fund', 'sip', 'elss'],
  ),
  item(
    'loans-guide',
    'Loans: choosing and repaying',
    'Home, car, personal and education loans, rates and prepayment.',
    [
      'Compare the annual percentage rate, not only the EMI.',
      'Repay the costliest loan first.',
      'Keep EMIs under 40 % of take-home pay.',
    ],
    ['loan', 'emi', 'prepayment'],
  ),
  item(
    'insurance-adequacy',
    'Is your insurance enough?',
    "Check life, health and personal accident cover against your family's needs.",
    [
      'Life cover 10-15 times income.',
      'Family floater of ₹10 lakh or more.',
      'Personal accident cover for the earning member.',
    ],
    ['insurance', 'term insurance', 'health insurance'],
  ),
  item(
    'budgeting-guide',
    'Budgeting that lasts',
    'Simple budgets, spending categories and tracking without stress.',
    ['Pay yourself first.', 'Track three months before setting limits.', 'Review after every salary change.'],
    ['budget', 'spending', 'tracking'],
  ),
  item(
    'budget-impact-2025',
    'Budget impact 2025 guide',
    'What the Union Budget 2025 changed for salaried employees: slabs, the ₹12 lakh rebate and TDS limits.',
    [
      'New-regime slabs revised from FY 2025-26.',
      'No tax up to ₹12 lakh income with the rebate (₹12.75 lakh with standard deduction).',
      'Higher TDS thresholds on interest and rent.',
    ],
    ['budget 2025', 'new regime', 'rebate'],
  ),
  item(
    'credit-cards',
    'Using credit cards well',
    'Interest-free periods, rewards, and avoiding the debt trap.',
    ['Pay the full amount every month.', 'Keep usage under 30 % of the limit.', 'Avoid cash withdrawals on cards.'],
    ['credit card', 'cibil', 'interest'],
  ),
  item(
    'wills-and-nominations',
    'Wills and nominations',
    'Why nominees are not enough and how to write a simple will.',
    [
      'Nominate on every account and policy.',
      'A will decides final ownership.',
      'Name an executor and keep the will safe.',
    ],
    ['will', 'nominee', 'estate planning'],
  ),
  item(
    'epf-guide',
    'Your EPF account',
    'UAN, contributions, interest, transfers and withdrawals.',
    [
      'EPF earns 8.25 % (FY 2024-25).',
      'Transfer the balance when you change jobs.',
      'Avoid withdrawing before retirement.',
    ],
    ['epf', 'uan', 'provident fund'],
  ),
  item(
    'emergency-fund',
    'Building an emergency fund',
    'How much to keep, where to keep it and when to use it.',
    ['Six months of essential expenses.', 'Savings account plus liquid fund.', 'Refill it after every use.'],
    ['emergency fund', 'liquid fund'],
  ),
  item(
    'home-buying',
    'Buying your first home',
    'Budget, down payment, home loan and paperwork.',
    ['Down payment 20 % plus 8-10 % costs.', 'Check RERA registration.', 'Compare loan offers on rate and fees.'],
    ['home loan', 'house', 'rera'],
  ),
  item(
    'financial-fraud',
    'Staying safe from financial fraud',
    'Common scams (fake calls, KYC links, investment apps) and what to do if you are hit.',
    [
      'Never share OTPs or PINs.',
      'Check SEBI registration before investing.',
      'Report fraud on 1930 and cybercrime.gov.in.',
    ],
    ['fraud', 'scam', 'upi'],
  ),
];
