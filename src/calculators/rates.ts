/**
 * The one table of dated constants: every figure a calculator uses that changes over time
 * (small-savings rates, the EPF rate, the NPS auto-choice tables and exit rules, income-tax slabs,
 * deductions, rebate, surcharge and cess). Each entry says from when the figure is known to hold
 * (`asOf`, an ISO date) and the public source it was confirmed from; the calculator pages show
 * "rate as of <date>, source <name>" from here. Where a figure could not be confirmed from a
 * public source, `unconfirmed` says what is missing and the page shows it. Sources and dates are
 * listed in docs/calculators.md. Isomorphic: no Node or DOM APIs.
 */
import type {
  DatedConstant,
  NpsExitFigures,
  NpsLifecycleTables,
  OldRegimeFigures,
  RateSlab,
  RegimeFigures,
} from './rate-types';

const L = 100000;
const CR = 100 * L;

const NEW_REGIME_FY2025_26_ON: RegimeFigures = {
  slabs: [
    { from: 4 * L, ratePct: 5 },
    { from: 8 * L, ratePct: 10 },
    { from: 12 * L, ratePct: 15 },
    { from: 16 * L, ratePct: 20 },
    { from: 20 * L, ratePct: 25 },
    { from: 24 * L, ratePct: 30 },
  ],
  standardDeduction: 75000,
  rebateLimit: 12 * L,
  maxRebate: 60000,
  rebateMarginalRelief: true,
};

const NEW_SLABS_FY2025_26_ON_TEXT =
  'nil to ₹4 lakh, 5 % to ₹8 lakh, 10 % to ₹12 lakh, 15 % to ₹16 lakh, 20 % to ₹20 lakh, 25 % to ₹24 lakh, 30 % above; standard deduction ₹75,000; rebate up to ₹60,000 at taxable income up to ₹12 lakh, with marginal relief';

export const RATES = {
  ppf: {
    label: 'PPF interest rate',
    value: 7.1,
    display: '7.1 % a year, compounded yearly',
    asOf: '2026-01-01',
    source:
      'Ministry of Finance (DEA) small-savings notification of 31 Dec 2025 for Jan–Mar 2026 (Business Standard, 7 Jan 2026)',
    unconfirmed:
      'Notifications for quarters from April 2026 could not be checked; the rate has been 7.1 % since April 2020 and is reviewed every quarter.',
  },
  ssy: {
    label: 'Sukanya Samriddhi interest rate',
    value: 8.2,
    display: '8.2 % a year, compounded yearly',
    asOf: '2026-01-01',
    source:
      'Ministry of Finance (DEA) small-savings notification of 31 Dec 2025 for Jan–Mar 2026 (Business Standard, 7 Jan 2026)',
    unconfirmed:
      'Notifications for quarters from April 2026 could not be checked; the rate has been 8.2 % since January 2024 and is reviewed every quarter.',
  },
  epf: {
    label: 'EPF interest rate',
    value: 8.25,
    display: '8.25 % a year',
    asOf: '2026-03-02',
    source:
      'EPFO Central Board of Trustees decision of 2 Mar 2026 for FY 2025-26 (Ministry of Labour statement); FY 2024-25 rate notified by EPFO circular of 22 May 2025',
    unconfirmed: 'Finance Ministry ratification of the FY 2025-26 rate could not be confirmed.',
  },
  nps_exit: {
    label: 'NPS exit: minimum annuity',
    value: {
      govtMinAnnuityPct: 40,
      nonGovtFullRuleAbove: 12 * L,
      nonGovtMinAnnuityPctAbove: 20,
      nonGovtAllLumpSumUpTo: 8 * L,
      nonGovtBandMaxLumpSum: 6 * L,
    } satisfies NpsExitFigures,
    display:
      'government subscribers at least 40 %; others at least 20 % above a ₹12 lakh corpus, up to ₹6 lakh lump sum between ₹8 and ₹12 lakh, all lump sum up to ₹8 lakh',
    asOf: '2025-12-16',
    source: 'PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations 2025 (Moneycontrol, TaxGuru)',
  },
  nps_lifecycle: {
    label: 'NPS auto-choice life-cycle tables',
    value: {
      LC75: [
        [75, 10],
        [71, 11],
        [67, 12],
        [63, 13],
        [59, 14],
        [55, 15],
        [51, 16],
        [47, 17],
        [43, 18],
        [39, 19],
        [35, 20],
        [32, 20],
        [29, 20],
        [26, 20],
        [23, 20],
        [20, 20],
        [19, 18],
        [18, 16],
        [17, 14],
        [16, 12],
        [15, 10],
      ],
      LC50: [
        [50, 30],
        [48, 29],
        [46, 28],
        [44, 27],
        [42, 26],
        [40, 25],
        [38, 24],
        [36, 23],
        [34, 22],
        [32, 21],
        [30, 20],
        [28, 19],
        [26, 18],
        [24, 17],
        [22, 16],
        [20, 15],
        [18, 14],
        [16, 13],
        [14, 12],
        [12, 11],
        [10, 10],
      ],
      LC25: [
        [25, 45],
        [24, 43],
        [23, 41],
        [22, 39],
        [21, 37],
        [20, 35],
        [19, 33],
        [18, 31],
        [17, 29],
        [16, 27],
        [15, 25],
        [14, 23],
        [13, 21],
        [12, 19],
        [11, 17],
        [10, 15],
        [9, 13],
        [8, 11],
        [7, 9],
        [6, 7],
        [5, 5],
      ],
    } satisfies NpsLifecycleTables,
    display: 'equity, corporate-bond and government-securities shares by age 35–55 for LC75, LC50 and LC25',
    asOf: '2025-10-01',
    source:
      'PFRDA auto-choice tables as published in the NPS Trust investment-options text and the SBI Pension Funds and LIC Pension Fund pages',
    unconfirmed:
      'The date is that of PFRDA’s October 2025 renaming of the funds, which left the tables unchanged; no later PFRDA circular could be checked.',
  },
  tax_new_regime_fy2024_25: {
    label: 'New regime FY 2024-25',
    value: {
      slabs: [
        { from: 3 * L, ratePct: 5 },
        { from: 7 * L, ratePct: 10 },
        { from: 10 * L, ratePct: 15 },
        { from: 12 * L, ratePct: 20 },
        { from: 15 * L, ratePct: 30 },
      ],
      standardDeduction: 75000,
      rebateLimit: 7 * L,
      maxRebate: 25000,
      rebateMarginalRelief: true,
    } satisfies RegimeFigures,
    display:
      'nil to ₹3 lakh, 5 % to ₹7 lakh, 10 % to ₹10 lakh, 15 % to ₹12 lakh, 20 % to ₹15 lakh, 30 % above; standard deduction ₹75,000; rebate up to ₹25,000 at taxable income up to ₹7 lakh, with marginal relief',
    asOf: '2024-04-01',
    source:
      'Finance (No. 2) Act 2024, s.115BAC and s.87A of the Income-tax Act 1961 (Union Budget July 2024 coverage: Livemint, Deccan Herald)',
  },
  tax_new_regime_fy2025_26: {
    label: 'New regime FY 2025-26',
    value: NEW_REGIME_FY2025_26_ON,
    display: NEW_SLABS_FY2025_26_ON_TEXT,
    asOf: '2025-04-01',
    source:
      'Finance Act 2025 and the Memorandum to the Finance Bill 2025, s.115BAC and s.87A of the Income-tax Act 1961',
  },
  tax_new_regime_fy2026_27: {
    label: 'New regime tax year 2026-27',
    value: NEW_REGIME_FY2025_26_ON,
    display: NEW_SLABS_FY2025_26_ON_TEXT,
    asOf: '2026-04-01',
    source:
      'Income-tax Act 2025 s.202(1) and s.156 (EZTax text of s.156); Budget 2026 kept the slabs (Outlook Money; CIOL/HT Syndication, 1 Feb 2026)',
    unconfirmed:
      'The ₹75,000 standard deduction is confirmed only through press reports that income up to ₹12.75 lakh stays tax-free for the salaried; the section of the 2025 Act that grants it could not be confirmed.',
  },
  tax_old_regime: {
    label: 'Old regime (FY 2024-25 to tax year 2026-27)',
    value: {
      slabs: {
        below60: [
          { from: 2.5 * L, ratePct: 5 },
          { from: 5 * L, ratePct: 20 },
          { from: 10 * L, ratePct: 30 },
        ],
        '60to80': [
          { from: 3 * L, ratePct: 5 },
          { from: 5 * L, ratePct: 20 },
          { from: 10 * L, ratePct: 30 },
        ],
        '80plus': [
          { from: 5 * L, ratePct: 20 },
          { from: 10 * L, ratePct: 30 },
        ],
      },
      standardDeduction: 50000,
      rebateLimit: 5 * L,
      maxRebate: 12500,
      rebateMarginalRelief: false,
    } satisfies OldRegimeFigures,
    display:
      'nil to ₹2.5 lakh (₹3 lakh at 60–79, ₹5 lakh at 80+), 5 % to ₹5 lakh, 20 % to ₹10 lakh, 30 % above; standard deduction ₹50,000; rebate up to ₹12,500 at taxable income up to ₹5 lakh, no marginal relief',
    asOf: '2026-04-01',
    source:
      'Finance Act 2026, First Schedule (Gazette of 30 Mar 2026); Income-tax Act 2025 s.156(1); Budget 2026 left the old regime unchanged (Oorja Shakti, CIOL)',
  },
  tax_surcharge: {
    label: 'Surcharge (FY 2024-25 to tax year 2026-27)',
    value: [
      { from: 50 * L, ratePct: 10 },
      { from: CR, ratePct: 15 },
      { from: 2 * CR, ratePct: 25 },
      { from: 5 * CR, ratePct: 37 },
    ] satisfies readonly RateSlab[],
    display:
      '10 % above ₹50 lakh, 15 % above ₹1 crore, 25 % above ₹2 crore, 37 % above ₹5 crore (old regime only; the new regime stops at 25 %), with marginal relief',
    asOf: '2026-04-01',
    source:
      'Finance Bill 2026, First Schedule Part I-B para F: rates as for AY 2025-26, capped at 25 % under s.202 (TaxTMI notes on the Finance Bill 2026); ClearTax on marginal relief',
  },
  tax_cess: {
    label: 'Health and Education Cess',
    value: 4,
    display: '4 % of income tax plus surcharge',
    asOf: '2026-04-01',
    source:
      'Finance Bill 2026 for tax year 2026-27 (TaxTMI notes on the Finance Bill 2026); Finance Acts 2024 and 2025',
  },
  epf_wage_ceiling: {
    label: 'EPF and EPS wage ceiling',
    value: { wageCeiling: 15000, epsMonthlyCap: 1250 },
    display:
      '₹15,000 a month: 8.33 % of it (at most ₹1,250) of the employer’s 12 % goes to EPS; contributions above it are optional',
    asOf: '2014-09-01',
    source:
      'EPF and EPS schemes as amended from 1 Sep 2014 (wage ceiling raised from ₹6,500 to ₹15,000); contributions on a higher wage need a joint request, EPF Scheme para 26(6) (goodreturns.in, citehr.com, vnnwealth.com EPF explainers)',
  },
  gst_card_interest: {
    label: 'GST on credit-card interest',
    value: 18,
    display: '18 % on interest and other finance charges',
    asOf: '2017-07-01',
    source:
      'GST on financial services at 18 % since GST began on 1 Jul 2017 (CGST notification 11/2017-Central Tax (Rate), heading 9971); charged by card issuers on finance charges',
  },
  tax_employer_nps_limit: {
    label: 'Employer NPS deduction limit (80CCD(2))',
    value: { newPct: 14, oldPct: 10, oldGovernmentPct: 14 },
    display:
      '14 % of Basic + DA in the new regime; 10 % in the old regime (14 % for central and state government employees)',
    asOf: '2024-04-01',
    source:
      'Finance (No. 2) Act 2024 raised the new-regime limit of s.80CCD(2) from 10 % to 14 % from FY 2024-25 (Livemint, Deccan Herald on the July 2024 Budget); s.124 of the Income-tax Act 2025 from tax year 2026-27',
    unconfirmed:
      'The limits in s.124 of the Income-tax Act 2025 were not checked against the Act’s text; the figures are those of s.80CCD(2).',
  },
} as const satisfies Record<string, DatedConstant<unknown>>;

export type RateId = keyof typeof RATES;
