/**
 * The government schemes of the schemes page: rates from calculators.md where it has them, else dated.
 */

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
