/**
 * Employee handbook and toolkit items (docs/product-rules.md "Handbook and toolkit items": about 37 titles).
 * Each becomes a PDF generated from its description and points (pdf.ts). Schemes: the government
 * schemes of the schemes page, rates from calculators.md where it has them, else dated.
 */
export type SeedItem = { slug: string; title: string; description: string; points: string[]; keywords: string[] };

const item = (slug: string, title: string, description: string, points: string[], keywords: string[]): SeedItem => ({
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

export const TOOLKIT: SeedItem[] = [
  item(
    'monthly-budget-worksheet',
    'Monthly budget worksheet',
    'A one-page worksheet for income, fixed costs, savings and flexible spending.',
    ['Fill in take-home pay.', 'List fixed costs and savings first.', 'Set weekly limits for the rest.'],
    ['budget', 'worksheet'],
  ),
  item(
    'goal-planner-sheet',
    'Goal planner sheet',
    'Write each goal with its cost, year and monthly saving.',
    ['Cost today.', 'Years to go and inflation.', 'Monthly SIP needed.'],
    ['goal', 'planner'],
  ),
  item(
    'insurance-checklist',
    'Insurance checklist',
    'Check every policy: cover, premium, nominee, renewal date.',
    ['Term cover amount.', 'Health cover and top-up.', 'Renewal dates in one place.'],
    ['insurance', 'checklist'],
  ),
  item(
    'tax-documents-checklist',
    'Tax documents checklist',
    'Everything to collect before filing your return.',
    ['Form 16 and salary slips.', 'Interest certificates and capital gains statements.', 'AIS and Form 26AS.'],
    ['tax', 'itr', 'documents'],
  ),
  item(
    'investment-proof-checklist',
    'Investment proof checklist',
    'Proofs your employer asks for in the old regime.',
    ['80C receipts.', 'Rent receipts and landlord PAN.', 'Health insurance premium receipts.'],
    ['80c', 'hra', 'proof'],
  ),
  item(
    'loan-comparison-sheet',
    'Loan comparison sheet',
    'Compare loan offers on rate, fees, tenure and total interest.',
    ['Rate and type (fixed or floating).', 'Processing fee and charges.', 'Total interest over the tenure.'],
    ['loan', 'comparison'],
  ),
  item(
    'net-worth-statement',
    'Net worth statement',
    'List what you own and owe to see where you stand.',
    ['Assets: bank, investments, property.', 'Liabilities: loans and cards.', 'Update every year.'],
    ['net worth', 'assets'],
  ),
  item(
    'nominee-tracker',
    'Nominee tracker',
    'One table of every account and who the nominee is.',
    ['Bank, demat, folios, EPF, policies.', 'Nominee and share.', 'Date last checked.'],
    ['nominee', 'nomination'],
  ),
  item(
    'salary-slip-reader',
    'Salary slip reader',
    'What each line of a salary slip means.',
    ['Basic, HRA, special allowance.', 'EPF and professional tax.', 'TDS.'],
    ['salary', 'ctc', 'payslip'],
  ),
  item(
    'retirement-readiness-check',
    'Retirement readiness check',
    'Ten questions to see if your retirement savings are on track.',
    ['Savings rate.', 'Corpus versus target.', 'Health cover after retirement.'],
    ['retirement', 'check'],
  ),
  item(
    'emergency-contacts-sheet',
    'Financial emergency contacts sheet',
    'Who to call and what to have ready if something happens to the earning member.',
    ['Insurer and bank helplines.', 'Employer HR contact.', 'Where the documents are kept.'],
    ['emergency', 'contacts', 'family'],
  ),
  item(
    'annual-money-review',
    'Annual money review',
    'A yearly checklist: goals, investments, insurance, taxes and nominees.',
    ['Rebalance investments.', 'Raise SIPs with your hike.', 'Renew and review policies.'],
    ['review', 'annual'],
  ),
  item(
    'credit-report-check',
    'Credit report check',
    'How to read your credit report and dispute errors.',
    ['Check accounts and enquiries.', 'Look for loans you do not recognise.', 'Raise disputes with the bureau.'],
    ['cibil', 'credit report'],
  ),
];

export type SeedScheme = {
  slug: string;
  name: string;
  short_name: string;
  summary: string;
  eligibility: string;
  limits: string;
  rate_text: string;
  rate_as_of: string;
  tenure: string;
  tax: string;
};

const CALC_TABLE = 'January-March 2026 quarter (FinWell calculators table, March 2026)';
const SMALL_SAVINGS = 'January-March 2026 quarter notification (rates are reviewed every quarter)';

export const SCHEMES: SeedScheme[] = [
  {
    slug: 'ppf',
    name: 'Public Provident Fund',
    short_name: 'PPF',
    summary: 'A government-backed long-term savings account with tax-free interest.',
    eligibility:
      'Resident Indians; one account per person (a guardian can open one for a minor). NRIs cannot open new accounts.',
    limits: '₹500 to ₹1,50,000 per financial year.',
    rate_text: '7.1 % a year, compounded yearly',
    rate_as_of: CALC_TABLE,
    tenure: '15 financial years, extendable in blocks of 5 years.',
    tax: 'Deposits under 80C (old regime); interest and maturity tax-free.',
  },
  {
    slug: 'ssy',
    name: 'Sukanya Samriddhi Yojana',
    short_name: 'SSY',
    summary: "A savings account for a girl child's education and marriage.",
    eligibility: 'Parent or guardian of a girl under 10; up to two girls per family (three for twins or triplets).',
    limits: '₹250 to ₹1,50,000 per financial year.',
    rate_text: '8.2 % a year, compounded yearly',
    rate_as_of: CALC_TABLE,
    tenure:
      'Deposits for 15 years; matures 21 years after opening. 50 % can be withdrawn after she turns 18 for education.',
    tax: 'Deposits under 80C (old regime); interest and maturity tax-free.',
  },
  {
    slug: 'nps',
    name: 'National Pension System',
    short_name: 'NPS',
    summary: 'A regulated, market-linked retirement account with an annuity at exit.',
    eligibility: 'Indian citizens aged 18 to 70 at joining, including NRIs.',
    limits: 'Tier I: at least ₹1,000 a year; no upper limit.',
    rate_text: 'Market-linked (no fixed rate); returns depend on the chosen equity and bond mix',
    rate_as_of: 'Not applicable; exit rules as of 16 December 2025 (PFRDA amendment)',
    tenure:
      'Till age 60 (can continue to 75). Non-government exit: corpus above ₹12 lakh needs at least 20 % in an annuity.',
    tax: 'Employer share under 80CCD(2) (14 % of basic in the new regime); own share under 80CCD(1) and extra ₹50,000 under 80CCD(1B) in the old regime; 60 % lump sum tax-free.',
  },
  {
    slug: 'apy',
    name: 'Atal Pension Yojana',
    short_name: 'APY',
    summary: 'A guaranteed monthly pension of ₹1,000 to ₹5,000 from age 60, for workers without a formal pension.',
    eligibility:
      'Indian citizens aged 18 to 40 with a savings account; since 1 October 2022 income-tax payers cannot join.',
    limits: 'Monthly contribution by age and chosen pension (for example about ₹210 a month at 18 for ₹5,000 pension).',
    rate_text: 'Guaranteed pension of ₹1,000-5,000 a month (not an interest rate)',
    rate_as_of: 'Scheme rules as of March 2026',
    tenure: 'Contributions till 60; pension for life, then to the spouse, then the corpus to the nominee.',
    tax: 'Contributions count under 80CCD(1) (old regime); pension is taxable.',
  },
  {
    slug: 'pmjjby',
    name: 'Pradhan Mantri Jeevan Jyoti Bima Yojana',
    short_name: 'PMJJBY',
    summary: 'One-year renewable life cover of ₹2 lakh for a small premium, auto-debited from a bank account.',
    eligibility: 'Account holders aged 18 to 50 (cover continues to 55 if renewed).',
    limits: 'Cover ₹2,00,000; premium ₹436 a year.',
    rate_text: 'Premium ₹436 a year for ₹2 lakh life cover',
    rate_as_of: 'Premium revised June 2022; unchanged as of March 2026',
    tenure: 'One year (June to May), renewed each year.',
    tax: 'Premium under 80C (old regime); the claim is tax-free.',
  },
  {
    slug: 'pmsby',
    name: 'Pradhan Mantri Suraksha Bima Yojana',
    short_name: 'PMSBY',
    summary: 'Accident cover for death or disability for ₹20 a year.',
    eligibility: 'Account holders aged 18 to 70.',
    limits: '₹2,00,000 for accidental death or total disability; ₹1,00,000 for partial disability.',
    rate_text: 'Premium ₹20 a year',
    rate_as_of: 'Premium revised June 2022; unchanged as of March 2026',
    tenure: 'One year (June to May), renewed each year.',
    tax: 'The claim is tax-free.',
  },
  {
    slug: 'scss',
    name: 'Senior Citizens Savings Scheme',
    short_name: 'SCSS',
    summary: 'A safe, high-interest deposit for retirees, paying interest every quarter.',
    eligibility:
      'Residents aged 60 or more; 55-60 if retired on superannuation or VRS (within a month of retirement benefits); defence retirees from 50.',
    limits: '₹1,000 to ₹30,00,000 in total across accounts.',
    rate_text: '8.2 % a year, paid quarterly',
    rate_as_of: SMALL_SAVINGS,
    tenure: '5 years, extendable once by 3 years.',
    tax: 'Deposit under 80C (old regime); interest taxable, TDS above the threshold.',
  },
  {
    slug: 'nsc',
    name: 'National Savings Certificate',
    short_name: 'NSC',
    summary: 'A five-year post office certificate with a fixed rate.',
    eligibility: 'Resident individuals (also jointly, or for a minor through a guardian).',
    limits: 'At least ₹1,000, in multiples of ₹100; no upper limit.',
    rate_text: '7.7 % a year, compounded yearly, paid at maturity',
    rate_as_of: SMALL_SAVINGS,
    tenure: '5 years.',
    tax: 'Deposit and the reinvested interest of the first four years under 80C (old regime); interest taxable.',
  },
  {
    slug: 'kvp',
    name: 'Kisan Vikas Patra',
    short_name: 'KVP',
    summary: 'A post office certificate that doubles the money in a fixed period.',
    eligibility: 'Resident adults, jointly, or for a minor through a guardian; trusts too.',
    limits: 'At least ₹1,000, in multiples of ₹100; no upper limit (PAN needed above ₹50,000).',
    rate_text: '7.5 % a year, compounded yearly (money doubles in 115 months)',
    rate_as_of: SMALL_SAVINGS,
    tenure: '115 months (9 years 7 months); can be encashed after 2 years 6 months.',
    tax: 'No 80C benefit; interest taxable.',
  },
];
