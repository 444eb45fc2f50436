/**
 * Finguides (the six PDFs of docs/product-rules.md "Knowledge base tabs"); the five starting blogs, of the
 * same shape, are in blogs.ts. Each guide's PDF is generated from this text (pdf.ts). Figures as of
 * March 2026 (docs/knowledge-base.md).
 */
export type SeedArticle = {
  slug: string;
  title: string;
  summary: string;
  /** Sections: a heading and its paragraphs or bullet lines ("- " prefix). */
  sections: Array<{ h: string; lines: string[] }>;
  keywords: string[];
  author?: string;
  published_on?: string;
};

export const FINGUIDES: SeedArticle[] = [
  {
    slug: 'finguide-mutual-funds',
    title: 'Mutual Funds',
    summary: 'How mutual funds work, the main fund types, SIPs, costs and taxes, and how to pick and review funds.',
    keywords: ['mutual fund', 'sip', 'elss', 'nav', 'expense ratio', 'index fund'],
    sections: [
      {
        h: 'What a mutual fund is',
        lines: [
          'A mutual fund pools money from many investors and invests it in shares, bonds or both, run by a SEBI-registered fund house. You own units; the value of one unit is the NAV, published every working day.',
        ],
      },
      {
        h: 'The main types',
        lines: [
          '- Equity funds (large, mid, small, flexi-cap, index): for goals five or more years away.',
          '- Debt funds (liquid, short duration, gilt): for stability and goals under three years.',
          '- Hybrid funds: a mix of both, rebalanced by the fund.',
          '- ELSS: equity funds with a three-year lock-in and 80C benefit in the old regime.',
        ],
      },
      {
        h: 'SIP or lump sum',
        lines: [
          'A SIP invests a fixed amount every month and averages your purchase price. A lump sum suits money you already have and a long horizon; spreading it over 6-12 months through an STP reduces timing risk.',
        ],
      },
      {
        h: 'Costs and taxes',
        lines: [
          'Choose direct plans to avoid distributor commission. Equity gains held over 12 months are taxed at 12.5 % above ₹1,25,000 a year; shorter holdings at 20 %. Debt fund gains (units bought from April 2023) are taxed at your slab rate.',
        ],
      },
      {
        h: 'Reviewing your funds',
        lines: [
          "Review once a year against the category average and the benchmark over rolling three- and five-year periods, not last year's return. Replace a fund only after two to three years of consistent under-performance.",
        ],
      },
    ],
  },
  {
    slug: 'finguide-general-insurance',
    title: 'General Insurance',
    summary: 'Health, motor, home and travel insurance: what each covers, how much to buy and how to claim.',
    keywords: ['health insurance', 'motor insurance', 'home insurance', 'claim', 'mediclaim'],
    sections: [
      {
        h: 'Health insurance',
        lines: [
          'A family floater of at least ₹10 lakh suits most city families; add a super top-up for a large cover at low cost. Check room-rent limits, co-payment, waiting periods for existing illnesses and the network hospitals near you.',
        ],
      },
      {
        h: 'Motor insurance',
        lines: [
          'Third-party cover is compulsory by law. A comprehensive policy also covers damage to your own vehicle; zero-depreciation and engine-protection add-ons are worth it for new cars. Keep the no-claim bonus by not claiming small repairs.',
        ],
      },
      {
        h: 'Home and travel',
        lines: [
          '- Home insurance covers the structure and contents against fire, floods and theft for a small premium.',
          '- Travel insurance covers medical emergencies abroad, lost baggage and cancellations; some visas require it.',
        ],
      },
      {
        h: 'Making a claim',
        lines: [
          "Inform the insurer at once, use cashless treatment at network hospitals where possible, keep every bill and report, and escalate to the insurer's grievance cell and then the Insurance Ombudsman if a claim is wrongly refused.",
        ],
      },
    ],
  },
  {
    slug: 'finguide-life-insurance',
    title: 'Life Insurance',
    summary: 'Why a term plan is the core of life cover, how much cover you need and what to avoid.',
    keywords: ['term insurance', 'term plan', 'life cover', 'ulip', 'endowment'],
    sections: [
      {
        h: 'Who needs life cover',
        lines: [
          'Anyone whose family depends on their income or who has loans the family would have to repay. Single people without dependants or loans may need little or none.',
        ],
      },
      {
        h: 'How much',
        lines: [
          'Cover of 10 to 15 times yearly income, plus loans, minus existing investments, is a sound start. The human life value calculator refines it with your expenses and goals.',
        ],
      },
      {
        h: 'Term plans first',
        lines: [
          '- A term plan pays only on death, so a large cover costs little.',
          '- Buy till retirement age, disclose health and habits truthfully, and choose an insurer with a high claim settlement ratio.',
          '- Endowment, money-back and ULIP policies combine insurance with low-return savings; keep the two separate.',
        ],
      },
      {
        h: 'Nominees',
        lines: [
          "Name a nominee and tell them the policy exists. Under the Married Women's Property Act a policy can be kept for the spouse and children, out of reach of creditors.",
        ],
      },
    ],
  },
  {
    slug: 'finguide-savings-account',
    title: 'Savings Account',
    summary: 'Getting the most from savings accounts, sweep-in deposits and safe short-term parking.',
    keywords: ['savings account', 'fd', 'sweep in', 'deposit insurance', 'upi'],
    sections: [
      {
        h: 'What a savings account is for',
        lines: [
          'Your salary, bills and a month or two of expenses. Savings accounts pay 2.5-4 % a year at most large banks, so long-term money belongs elsewhere.',
        ],
      },
      {
        h: 'Earning more safely',
        lines: [
          '- A sweep-in facility moves the balance above a limit into a fixed deposit and back when needed.',
          '- Liquid funds suit an emergency fund beyond the first month.',
          '- Deposits in each bank are insured up to ₹5 lakh per depositor by DICGC.',
        ],
      },
      {
        h: 'Staying safe',
        lines: [
          'Never share an OTP, PIN or card number. Banks never ask for them on calls. Set UPI and card limits, enable transaction alerts, and report fraud to the bank and on 1930 at once.',
        ],
      },
      {
        h: 'Tax',
        lines: [
          'Savings interest up to ₹10,000 a year is deductible under 80TTA in the old regime (₹50,000 under 80TTB for senior citizens, covering deposits too).',
        ],
      },
    ],
  },
  {
    slug: 'finguide-nps',
    title: 'NPS',
    summary: 'The National Pension System: accounts, fund choices, tax benefits and the exit rules.',
    keywords: ['nps', 'national pension system', '80ccd', 'annuity', 'retirement'],
    sections: [
      {
        h: 'How NPS works',
        lines: [
          'NPS is a regulated retirement account (PFRDA). Tier I is the pension account, locked till 60; Tier II is an optional savings account you can withdraw from. The minimum Tier I contribution is ₹1,000 a year.',
        ],
      },
      {
        h: 'Choosing funds',
        lines: [
          '- Auto choice: a lifecycle fund (LC75, LC50 or LC25) that moves from equity to bonds as you age.',
          '- Active choice: you set the split between equity, corporate bonds and government bonds yourself.',
        ],
      },
      {
        h: 'Tax benefits',
        lines: [
          'Employer contributions up to 14 % of basic salary (new regime; 10 % in the old regime) are deductible under 80CCD(2). In the old regime your own contribution counts under 80C and an extra ₹50,000 under 80CCD(1B).',
        ],
      },
      {
        h: 'At exit',
        lines: [
          'For non-government subscribers from 16 December 2025: a corpus above ₹12 lakh needs at least 20 % in an annuity; between ₹8 and 12 lakh up to ₹6 lakh can be taken as a lump sum; up to ₹8 lakh can be taken in full.',
        ],
      },
    ],
  },
  {
    slug: 'finguide-ppf',
    title: 'PPF',
    summary: 'The Public Provident Fund: rate, limits, lock-in, loans and withdrawals, and tax.',
    keywords: ['ppf', 'public provident fund', '80c', 'tax free', 'small savings'],
    sections: [
      {
        h: 'The basics',
        lines: [
          'PPF is a government-backed savings account at post offices and banks. It pays 7.1 % a year (unchanged since April 2020, confirmed for January-March 2026), compounded yearly.',
        ],
      },
      {
        h: 'Limits and term',
        lines: [
          '- Deposit ₹500 to ₹1,50,000 each financial year, in one or more instalments.',
          '- The account matures after 15 full financial years and can be extended in blocks of five years, with or without deposits.',
          '- Deposit before the 5th of the month to earn interest for that month.',
        ],
      },
      {
        h: 'Loans and withdrawals',
        lines: [
          'A loan is available from the third to the sixth year; partial withdrawals from the seventh year. Premature closure is allowed after five years for illness or higher education, with a 1 % lower rate.',
        ],
      },
      {
        h: 'Tax',
        lines: [
          'Deposits count under 80C in the old regime, and interest and maturity are tax-free (exempt-exempt-exempt). ₹1.5 lakh a year for 15 years at 7.1 % grows to about ₹40.7 lakh.',
        ],
      },
    ],
  },
];
