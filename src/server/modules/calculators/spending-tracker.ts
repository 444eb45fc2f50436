import { loadExcel } from '../../lazy-libs.js';

const CATEGORIES: Array<[string, string[]]> = [
  ['Income', ['Salary (in hand)', 'Other income']],
  ['Housing', ['Rent / home-loan EMI', 'Maintenance & repairs', 'Electricity', 'Water & gas']],
  ['Household', ['Groceries', 'Domestic help', 'Mobile & internet', 'Subscriptions']],
  ['Transport', ['Fuel', 'Public transport & cabs', 'Vehicle EMI & upkeep']],
  ['Health & insurance', ['Health insurance premium', 'Life insurance premium', 'Medicines & doctor']],
  ['Loans & cards', ['Personal loan EMI', 'Credit card payment']],
  ['Savings & investments', ['SIP / mutual funds', 'PPF / EPF (voluntary)', 'Emergency fund']],
  ['Lifestyle', ['Eating out', 'Shopping', 'Entertainment', 'Travel']],
  ['Family', ['Children’s education', 'Support to parents', 'Gifts & festivals']],
];
const MONTHS = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];

/**
 * The monthly spending tracker (calculator 12): one row per spending line, a column per month of
 * the Indian financial year, with working SUM formulas for category subtotals, monthly totals,
 * the yearly total per line and the month's surplus (income minus spending).
 */
export async function buildSpendingTracker(): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'FinWell';
  wb.created = new Date(Date.UTC(2026, 3, 1));
  const ws = wb.addWorksheet('Tracker', { views: [{ state: 'frozen', xSplit: 1, ySplit: 2 }] });
  ws.columns = [{ width: 34 }, ...MONTHS.map(() => ({ width: 12 })), { width: 14 }];
  ws.addRow(['Monthly spending tracker (₹) — type your amounts in the white cells']).font = { bold: true, size: 14 };
  const header = ws.addRow(['Item', ...MONTHS, 'Year total']);
  header.font = { bold: true };
  const lastCol = MONTHS.length + 2;
  const colLetter = (n: number) => ws.getColumn(n).letter;
  const subtotalRows: Record<string, number> = {};
  for (const [category, items] of CATEGORIES) {
    const catRow = ws.addRow([category]);
    catRow.font = { bold: true, color: { argb: 'FF0F766E' } };
    const first = catRow.number + 1;
    for (const item of items) {
      const row = ws.addRow([item]);
      for (let c = 2; c < lastCol; c++) {
        row.getCell(c).numFmt = '₹#,##,##0';
      }
      row.getCell(lastCol).value = { formula: `SUM(B${row.number}:${colLetter(lastCol - 1)}${row.number})` };
      row.getCell(lastCol).numFmt = '₹#,##,##0';
    }
    const last = ws.rowCount;
    const sub = ws.addRow([`${category} total`]);
    sub.font = { italic: true };
    for (let c = 2; c <= lastCol; c++) {
      const L = colLetter(c);
      sub.getCell(c).value = { formula: `SUM(${L}${first}:${L}${last})` };
      sub.getCell(c).numFmt = '₹#,##,##0';
    }
    subtotalRows[category] = sub.number;
  }
  ws.addRow([]);
  const spendCats = CATEGORIES.map(([c]) => c).filter((c) => c !== 'Income');
  const spend = ws.addRow(['Total spending (incl. savings)']);
  const surplus = ws.addRow(['Surplus (income − spending)']);
  spend.font = { bold: true };
  surplus.font = { bold: true };
  for (let c = 2; c <= lastCol; c++) {
    const L = colLetter(c);
    spend.getCell(c).value = { formula: spendCats.map((cat) => `${L}${subtotalRows[cat]}`).join('+') };
    surplus.getCell(c).value = { formula: `${L}${subtotalRows.Income}-${L}${spend.number}` };
    spend.getCell(c).numFmt = '₹#,##,##0';
    surplus.getCell(c).numFmt = '₹#,##,##0;[Red]-₹#,##,##0';
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
