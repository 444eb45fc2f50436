import { item, type SeedItem } from './handbook.js';

/** Toolkit items (docs/product-rules.md "Handbook and toolkit items"): each becomes a PDF like a handbook item. */

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
