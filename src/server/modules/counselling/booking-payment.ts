import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { getPayments } from '../payments/registry.js';
import { failHolds, type Deps } from './booking-common.js';
import { invalidateSlots } from './slot-cache.js';

/** The gateway side of a paid booking: its payment link and payment row. */

/** Creates the gateway's payment link after the hold is committed; a gateway failure fails the booking (the slot is freed). */
export async function startPayment(
  deps: Deps,
  p: {
    bookingId: number;
    uid: string;
    amountPaise: number;
    holdExpiresAt: Date;
    description: string;
    customer: { name: string; email: string; contact: string | null };
    returnUrl: string;
  },
): Promise<string> {
  const db = deps.ctx.db;
  const provider = getPayments(deps.ctx).active;
  let link: { providerRef: string; paymentUrl: string };
  try {
    link = await provider.createPaymentLink({
      reference: p.uid,
      amountPaise: p.amountPaise,
      description: p.description,
      customer: p.customer,
      expiresAt: p.holdExpiresAt,
      returnUrl: p.returnUrl,
    });
  } catch (err) {
    deps.log?.(err, 'payment link creation failed');
    await db.transaction().execute((trx) => failHolds(trx, [p.bookingId]));
    invalidateSlots(null);
    throw new AppError('E-10565');
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('counselling_bookings')
      .set({
        payment_provider: provider.name,
        payment_ref: link.providerRef,
        payment_url: link.paymentUrl,
        updated_at: sql`now()`,
      })
      .where('id', '=', p.bookingId)
      .execute();
    await trx
      .insertInto('payments')
      .values({
        booking_id: p.bookingId,
        provider: provider.name,
        provider_ref: link.providerRef,
        provider_payment_id: null,
        amount_paise: p.amountPaise,
        status: 'created',
        paid_at: null,
        refunded_at: null,
        refund_ref: null,
      })
      .execute();
  });
  return link.paymentUrl;
}
