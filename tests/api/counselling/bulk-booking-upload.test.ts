/** Counselling admin: bulk booking upload (.xlsx, .csv, row checks, corrections, confirm) and available counsellors. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, bookableDate, useCounselling } from './helpers.js';

const c = useCounselling();

async function xlsxBase64(rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

describe('bulk booking upload', () => {
  const header = [
    'email',
    'first_name',
    'last_name',
    'phone_number',
    'counsellor_id',
    'service_id',
    'booking_date',
    'slot_time',
  ];
  type Upload = {
    id: number;
    status: string;
    valid_rows: number;
    invalid_rows: number;
    rows: Array<{ email: string; errors: string[]; booking_uid?: string }>;
  };

  it('reads an .xlsx, checks rows, confirms the valid ones, and then refuses changes (E-10562)', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 3);
    const file_base64 = await xlsxBase64([
      header,
      ['hr@acme.example', 'Harini', 'Iyer', '', String(c.anand), '1', date, '14:00'],
      ['nobody@acme.example', '', '', '', String(c.anand), '1', date, '15:00'],
      ['employee@initech.example', '', '', 'bad', String(c.anand), '1', 'tomorrow', '16:00'],
    ]);
    const up = expectSuccess<Upload>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { file_name: 'bookings.xlsx', file_base64 },
      }),
      'S-10008',
      201,
    );
    expect(up).toMatchObject({ status: 'pending', valid_rows: 1, invalid_rows: 2 });
    expect(up.rows[1].errors).toContain('E-10004');
    expect(up.rows[2].errors).toEqual(expect.arrayContaining(['E-10053', 'E-10052']));
    // correct the second row, then confirm
    const rows = up.rows
      .map((r) => ({ ...r, errors: undefined, row: undefined }))
      .map(({ errors: _e, row: _r, booking_uid: _b, ...r }) => r);
    rows[1].email = 'employee@acme.example';
    const fixed = expectSuccess<Upload>(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { id: up.id, rows },
      }),
      'S-10009',
    );
    expect(fixed.valid_rows).toBe(2);
    const done = expectSuccess<Upload>(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { id: up.id, confirm: true },
      }),
      'S-10009',
    );
    expect(done.status).toBe('confirmed');
    expect(done.rows.filter((r) => r.booking_uid).length).toBe(2);
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { id: up.id, confirm: true },
      }),
      409,
      'E-10562',
    );
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { id: up.id, rows },
      }),
      409,
      'E-10562',
    );
    const list = expectSuccess<{ upload_list: Upload[] }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/upload-user-booking', headers: bearer(c.admin) }),
    );
    expect(list.upload_list[0].id).toBe(up.id);
  });

  it('reads a .csv and refuses an unreadable file (E-10567); only admins upload', async () => {
    const csv = `${header.join(',')}\nhr@acme.example,Harini,Iyer,,${c.anand},1,${bookableDate([2, 3, 4, 5, 6], 4)},10:00\n`;
    const up = expectSuccess<Upload>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { file_name: 'b.csv', file_base64: Buffer.from(csv).toString('base64') },
      }),
      'S-10008',
      201,
    );
    expect(up.valid_rows).toBe(1);
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { file_name: 'b.xlsx', file_base64: Buffer.from('not a workbook').toString('base64') },
      }),
      422,
      'E-10567',
    );
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.admin),
        payload: { file_name: 'b.pdf', file_base64: 'AA==' },
      }),
      422,
      'E-10567',
    );
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/upload-user-booking',
        headers: bearer(c.employee),
        payload: { file_name: 'b.csv', file_base64: 'AA==' },
      }),
      403,
      'E-10506',
    );
  });

  it('lists counsellors available for a service on a date', async () => {
    const data = expectSuccess<{ counsellors: Array<{ id: number; available_slots: string[] | null }> }>(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/upload-user-booking/available-counsellor/7?date=${bookableDate([2, 3, 4, 5, 6], 5)}`,
        headers: bearer(c.admin),
      }),
    );
    const a = data.counsellors.find((x) => x.id === c.anand);
    expect(a?.available_slots).toContain('10:00');
  });
});
