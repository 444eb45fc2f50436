import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

/**
 * Quick access item 2, "Financial accounts repository checklist": a spreadsheet where an employee
 * lists where each account, policy and document is kept, so the family can find them. It is a
 * blank template with no personal data, so the plain download link of the Quick access widget
 * works without a token (README.md, "Quick access").
 */
export const ACCOUNTS_CHECKLIST_PATH = '/files/financial-accounts-repository-checklist.xlsx';

const SECTIONS: Array<[string, string[]]> = [
  ['Bank accounts', ['Savings account', 'Salary account', 'Fixed deposits', 'Recurring deposits']],
  ['Investments', ['Mutual fund folios', 'Demat & trading account', 'PPF', 'EPF (UAN)', 'NPS (PRAN)', 'Gold / SGB']],
  ['Insurance', ['Term life insurance', 'Health insurance', 'Vehicle insurance', 'Home insurance']],
  ['Loans & cards', ['Home loan', 'Vehicle loan', 'Personal loan', 'Credit cards']],
  ['Property & documents', ['Property papers', 'Will', 'PAN & Aadhaar copies', 'Locker (bank and branch)']],
];

export async function buildAccountsChecklist(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'FinWell';
  wb.created = new Date(Date.UTC(2026, 3, 1));
  const ws = wb.addWorksheet('Checklist', { views: [{ state: 'frozen', ySplit: 2 }] });
  ws.columns = [{ width: 30 }, { width: 26 }, { width: 22 }, { width: 22 }, { width: 26 }, { width: 12 }];
  ws.addRow(['Financial accounts repository checklist — where each account and document is kept']).font = {
    bold: true,
    size: 14,
  };
  ws.addRow([
    'Item',
    'Institution / provider',
    'Account / policy no.',
    'Nominee',
    'Where the papers are',
    'Done',
  ]).font = { bold: true };
  for (const [section, items] of SECTIONS) {
    const head = ws.addRow([section]);
    head.font = { bold: true, color: { argb: 'FF0F766E' } };
    for (const item of items) ws.addRow([item]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let cache: Promise<Buffer> | null = null;

export async function accountsChecklistRoute(app: FastifyInstance) {
  app.get(
    ACCOUNTS_CHECKLIST_PATH,
    {
      config: { access: 'public' },
      schema: { tags: ['landing'], summary: 'The financial accounts repository checklist (Quick access item 2)' },
    },
    async (_req, reply) => {
      cache ??= buildAccountsChecklist();
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="financial-accounts-repository-checklist.xlsx"')
        .send(await cache);
    },
  );
}
