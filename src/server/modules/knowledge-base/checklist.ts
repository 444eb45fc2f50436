import { loadExcel } from '../../lazy-libs.js';

const SECTIONS: Array<[string, string[]]> = [
  [
    'Bank accounts and deposits',
    ['Salary savings account', 'Second savings account', 'Fixed deposits', 'Recurring deposits'],
  ],
  ['Retirement and small savings', ['EPF (UAN)', 'PPF', 'NPS (PRAN)', 'Sukanya Samriddhi', 'NSC / KVP / SCSS']],
  [
    'Investments',
    ['Mutual fund folios', 'Demat and trading account', 'Gold ETF / sovereign gold bonds', 'Employer RSUs / ESOPs'],
  ],
  [
    'Insurance',
    [
      'Term life insurance',
      'Health insurance (personal)',
      'Health insurance (employer group)',
      'Vehicle insurance',
      'Home insurance',
    ],
  ],
  ['Loans and cards', ['Home loan', 'Car / personal loan', 'Credit cards']],
  [
    'Property and documents',
    ['House / land documents', 'Will', 'PAN, Aadhaar, passport copies', 'Income-tax portal login holder'],
  ],
];

/**
 * The financial accounts repository checklist (quick-access item 2): one row per kind of account,
 * with columns for the institution, the last four digits only, the nominee and where the papers are.
 * A blank template (no personal data), so it is served without a token like other /files/ downloads.
 */
export async function buildAccountsChecklist(): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'FinWell';
  wb.created = new Date(Date.UTC(2026, 3, 1));
  const ws = wb.addWorksheet('Checklist', { views: [{ state: 'frozen', ySplit: 3 }] });
  ws.columns = [
    { width: 36 },
    { width: 24 },
    { width: 18 },
    { width: 22 },
    { width: 28 },
    { width: 22 },
    { width: 30 },
  ];
  ws.addRow(['Financial accounts repository checklist']).font = { bold: true, size: 14 };
  ws.addRow([
    'Write the last four digits only, never full numbers, passwords or PINs. Tell a family member where this file is.',
  ]);
  const header = ws.addRow([
    'Account / policy',
    'Institution',
    'Last 4 digits',
    'Nominee',
    'Where the documents are',
    'Contact / helpline',
    'Notes',
  ]);
  header.font = { bold: true };
  for (const [section, items] of SECTIONS) {
    const row = ws.addRow([section]);
    row.font = { bold: true, color: { argb: 'FF0F766E' } };
    for (const item of items) ws.addRow([item]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
