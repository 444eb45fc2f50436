import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { pgCode, type Actor, type Deps } from './booking-common.js';

/** Feedback after an attended session: rating 0.5-5 in half steps and at least one word; once. */
export async function submitFeedback(
  deps: Deps,
  opts: { actor: Actor; bookingId?: number; uid?: string; email?: string; rating: number; feedback: string },
) {
  const db = deps.ctx.db;
  if (!(opts.rating >= 0.5 && opts.rating <= 5 && Number.isInteger(opts.rating * 2)))
    throw fieldError('rating', 'E-10386');
  const words = opts.feedback
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length < 1) throw fieldError('feedback', 'E-10387');
  try {
    return await db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('counselling_bookings').selectAll();
      if (opts.actor.kind === 'public') {
        q = q.where('uid', '=', opts.uid ?? '').where(sql<boolean>`lower(guest_email) = lower(${opts.email ?? ''})`);
      } else {
        q = q.where('id', '=', opts.bookingId ?? 0);
        if (opts.actor.kind === 'user') q = q.where('user_id', '=', opts.actor.userId);
      }
      const b = await q.forUpdate().executeTakeFirst();
      if (!b) throw new AppError('E-10507');
      if (b.status === 6) throw new AppError('E-10333');
      if (b.status === 7) throw new AppError('E-10334');
      if (b.status !== 5) throw new AppError('E-10569');
      const existing = await trx
        .selectFrom('counselling_feedback')
        .select('id')
        .where('booking_id', '=', b.id)
        .executeTakeFirst();
      if (existing) throw new AppError('E-10388');
      await trx
        .insertInto('counselling_feedback')
        .values({
          booking_id: b.id,
          counsellor_id: b.counsellor_id,
          user_id: b.user_id,
          rating: opts.rating,
          feedback: opts.feedback.trim(),
        })
        .execute();
      if (b.counsellor_id) {
        // Running average, so seeded or imported ratings keep their weight.
        await sql`UPDATE counsellors SET rating = round((rating * rating_count + ${opts.rating}) / (rating_count + 1), 1), rating_count = rating_count + 1
          WHERE id = ${b.counsellor_id}`.execute(trx);
      }
      return { booking_id: b.id, rating: opts.rating, feedback: opts.feedback.trim() };
    });
  } catch (err) {
    if (pgCode(err) === '23505') throw new AppError('E-10388');
    throw err;
  }
}
