/** Commerce API: the stock market course, booked and paid by visitors and signed-in users, cancelled and refunded. */
import { describe, expect, it } from 'vitest';
import { bearer, codeOf, json, payInSandbox, retailUser, useCommerce } from './helpers.js';
import { pdfText } from '../../support/pdf-text.js';

const c = useCommerce();

describe('stock market course', () => {
  it('lists the courses publicly with cost, final price and discount fields', async () => {
    const res = await c.app.inject({ method: 'GET', url: '/api/v1/public/stock-market-course' });
    const courses = json<{ courses: Array<Record<string, unknown>> }>(res).courses;
    expect(courses).toHaveLength(3);
    expect(courses[0]).toMatchObject({ cost: 4999, final_price: 4999, discount_amount: 0, discount_percentage: 0 });
  });

  it('applies a discount code with its codes (E-10390, E-10393) and prices it', async () => {
    const post = (code_name: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/v1/public/stock-market-course/apply-discount',
        payload: { course_id: 1, code_name, email: 'quote@example.com' },
      });
    expect(codeOf(await post(''))).toBe('E-10390');
    expect(codeOf(await post('NOSUCH'))).toBe('E-10393');
    const ok = await post('welcome20');
    expect(json(ok)).toMatchObject({ final_price: 3999.2, discount_amount: 999.8, discount_percentage: 20 });
  });

  it('a visitor books with a discount code and pays; the code is then used (E-10396); webhooks never move paid back', async () => {
    const visitor = { first_name: 'Ravi', last_name: 'Das', email: 'ravi@example.com', phone_number: '9988776655' };
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/public/stock-market-course/book',
      payload: { course_id: 3, code_name: 'WELCOME20', ...visitor },
    });
    expect(res.statusCode).toBe(201);
    const b = json<{ _id: number; purchase_ref: string; final_price: number; payment_link: string }>(res);
    expect(b.final_price).toBe(8799.2);
    const back = await payInSandbox(c.app, b.payment_link);
    expect(back).toBe(`/stock-market-course?purchase=${b.purchase_ref}&payment=success`);
    const statusOf = (ref: string) =>
      c.app.inject({ method: 'GET', url: `/api/v1/public/stock-market-course/purchase/${ref}` });
    // What the confirmation shows: the course, the amount paid after the discount, when, and the receipt number.
    const receipt = json<{
      status: number;
      course_name: string;
      amount_paid: number;
      paid_at: string;
      receipt: string;
    }>(await statusOf(b.purchase_ref));
    expect(receipt).toMatchObject({ status: 2, amount_paid: 8799.2, receipt: `SC-${String(b._id).padStart(6, '0')}` });
    expect(receipt.course_name.length).toBeGreaterThan(3);
    expect(Date.now() - Date.parse(receipt.paid_at)).toBeLessThan(3_600_000);
    // Not by counting ids: the bare id, a neighbour's id with this MAC, or a forged MAC are refused alike.
    expect(b.purchase_ref).toMatch(new RegExp(`^${b._id}-[A-Za-z0-9_-]{32}$`));
    expect((await statusOf(String(b._id))).statusCode).toBe(422);
    const mac = b.purchase_ref.split('-').slice(1).join('-');
    expect(codeOf(await statusOf(`${b._id - 1 || b._id + 1}-${mac}`))).toBe('E-10507');
    expect(codeOf(await statusOf(`${b._id}-${'A'.repeat(32)}`))).toBe('E-10507');
    // The receipt as a PDF: who paid, for what, the discount and the amount, by the same reference only.
    const pdf = await c.app.inject({
      method: 'GET',
      url: `/api/v1/public/stock-market-course/purchase/${b.purchase_ref}/receipt`,
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const words = pdfText(pdf.rawPayload).join(' ');
    for (const part of [receipt.receipt, receipt.course_name, 'Ravi Das', '8,799.20', 'Discount (20%)'])
      expect(words, part).toContain(part);
    const forged = `/api/v1/public/stock-market-course/purchase/${b._id}-${'A'.repeat(32)}/receipt`;
    expect(codeOf(await c.app.inject({ method: 'GET', url: forged }))).toBe('E-10507');
    const again = await c.app.inject({
      method: 'POST',
      url: '/api/v1/public/stock-market-course/book',
      payload: { course_id: 1, code_name: 'WELCOME20', ...visitor },
    });
    expect(codeOf(again)).toBe('E-10396');
    // A late "failed" event for the paid purchase changes nothing.
    const { settlePaymentEvent } = await import('../../../src/server/modules/payments/settle.js');
    const pay = await c.app.ctx.db
      .selectFrom('commerce_payments')
      .select(['provider', 'provider_ref'])
      .where('purchase_id', '=', b._id)
      .executeTakeFirstOrThrow();
    const r = await settlePaymentEvent(
      { ctx: c.app.ctx },
      pay.provider,
      {
        eventId: 'late-fail-1',
        eventType: 'payment.failed',
        kind: 'failed',
        providerRef: pay.provider_ref,
        providerPaymentId: null,
        amountPaise: null,
      },
      {},
    );
    expect(r).toBe('no_change');
    const dup = await settlePaymentEvent(
      { ctx: c.app.ctx },
      pay.provider,
      {
        eventId: 'late-fail-1',
        eventType: 'payment.failed',
        kind: 'failed',
        providerRef: pay.provider_ref,
        providerPaymentId: null,
        amountPaise: null,
      },
      {},
    );
    expect(dup).toBe('duplicate');
    expect(json<{ status: number }>(await statusOf(b.purchase_ref)).status).toBe(2);
  });

  it('validates a visitor booking (E-10060, E-10052) and an unknown course (E-10786)', async () => {
    const post = (payload: Record<string, unknown>) =>
      c.app.inject({ method: 'POST', url: '/api/v1/public/stock-market-course/book', payload });
    expect(
      codeOf(await post({ course_id: 1, last_name: 'X', email: 'a@example.com', phone_number: '9988776655' })),
    ).toBe('E-10060');
    expect(
      codeOf(await post({ course_id: 1, first_name: 'A', last_name: 'X', email: 'a@example.com', phone_number: '12' })),
    ).toBe('E-10052');
    expect(
      codeOf(
        await post({
          course_id: 99,
          first_name: 'A',
          last_name: 'X',
          email: 'a@example.com',
          phone_number: '9988776655',
        }),
      ),
    ).toBe('E-10786');
  });

  it('a signed-in user books, cancels an unpaid purchase, gets a refund within 7 days and is refused after', async () => {
    const book = async () =>
      json<{ _id: number; payment_link: string }>(
        await c.app.inject({
          method: 'POST',
          url: '/api/v1/stock-market-course/book',
          headers: bearer(c.acme),
          payload: { course_id: 1 },
        }),
      );
    const cancel = (purchase_id: number) =>
      c.app.inject({
        method: 'PATCH',
        url: '/api/v1/stock-market-course/cancel',
        headers: bearer(c.acme),
        payload: { purchase_id },
      });
    const unpaid = await book();
    expect(json<{ status: number }>(await cancel(unpaid._id)).status).toBe(4);
    expect(codeOf(await cancel(unpaid._id))).toBe('E-10785');
    const paid = await book();
    await payInSandbox(c.app, paid.payment_link);
    const refunded = await cancel(paid._id);
    expect(json<{ status: number; refunded_amount: number }>(refunded)).toMatchObject({
      status: 5,
      refunded_amount: 4999,
    });
    const old = await book();
    await payInSandbox(c.app, old.payment_link);
    await c.app.ctx.db
      .updateTable('stock_course_purchases')
      .set({ paid_at: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where('id', '=', old._id)
      .execute();
    expect(codeOf(await cancel(old._id))).toBe('E-10781');
    const mine = await c.app.inject({ method: 'GET', url: '/api/v1/stock-market-course', headers: bearer(c.acme) });
    expect(json<{ purchases: unknown[] }>(mine).purchases.length).toBe(3);
    // Someone else's purchase is not found.
    const other = await c.app.inject({
      method: 'PATCH',
      url: '/api/v1/stock-market-course/cancel',
      headers: bearer(c.paid),
      payload: { purchase_id: old._id },
    });
    expect(codeOf(other)).toBe('E-10507');
  });
});

describe('a payment for a purchase cancelled meanwhile', () => {
  it('is refunded and the purchase stays cancelled', async () => {
    const u = await retailUser(c.app, 'cancelthenpay', 6);
    const b = json<{ _id: number; payment_link: string }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/stock-market-course/book',
        headers: bearer(u.token),
        payload: { course_id: 2 },
      }),
    );
    await c.app.inject({
      method: 'PATCH',
      url: '/api/v1/stock-market-course/cancel',
      headers: bearer(u.token),
      payload: { purchase_id: b._id },
    });
    await payInSandbox(c.app, b.payment_link);
    const p = await c.app.ctx.db
      .selectFrom('stock_course_purchases as s')
      .innerJoin('commerce_payments as p', 'p.purchase_id', 's.id')
      .select(['s.status', 'p.status as payment_status'])
      .where('s.id', '=', b._id)
      .executeTakeFirstOrThrow();
    expect(p).toEqual({ status: 4, payment_status: 'refunded' });
  });
});
