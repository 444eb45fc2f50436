import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { formatDateIST, withFormatLocale } from '../../../shared/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { translator } from '../../i18n.js';
import { mailHtml } from '../../mail-html.js';
import type { Mailer } from '../../plugins/mailer.js';

/**
 * Deletion requests (docs/privacy.md "Deletion"): asked for, confirmed by e-mail and cancellable during
 * the grace period; carried out by the privacy job (service.ts) through anonymise.ts.
 */

/** Days between the request and the anonymisation; the person can cancel until then. */
export const DELETION_GRACE_DAYS = 14;

const DAY = 86_400_000;

export async function openDeletionRequest(db: Db, userId: number) {
  return db
    .selectFrom('deletion_requests')
    .select(['id', 'requested_at', 'due_at'])
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
}

/** Asks for deletion: due after the grace period, confirmed by e-mail (E-10517 if one is open). */
export async function requestDeletion(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  opts: { userId: number; now?: Date; graceDays?: number; locale?: Locale },
) {
  const now = opts.now ?? new Date();
  const due = new Date(now.getTime() + (opts.graceDays ?? DELETION_GRACE_DAYS) * DAY);
  if (await openDeletionRequest(deps.db, opts.userId)) throw new AppError('E-10517');
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'first_name', 'locale'])
    .where('id', '=', opts.userId)
    .executeTakeFirstOrThrow();
  try {
    await deps.db
      .insertInto('deletion_requests')
      .values({ user_id: opts.userId, requested_at: now, due_at: due })
      .execute();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new AppError('E-10517');
    throw err;
  }
  // The person's language (their account's choice, else the page they asked from). English keeps the ISO date.
  const locale = user.locale ?? opts.locale ?? DEFAULT_LOCALE;
  const dueText =
    locale === 'en-IN' ? due.toISOString().slice(0, 10) : withFormatLocale(locale, () => formatDateIST(due));
  const t = translator(locale);
  const link = `${deps.publicUrl}/client/my-profile`;
  const text =
    `${t('mail.common.hello', { name: user.first_name ?? '' })}\n\n${t('mail.deletion.asked', { date: dueText })}\n\n` +
    `${t('mail.deletion.changedMind', { link })}\n\n${t('mail.deletion.kept')}\n`;
  await deps.mailer.queue({
    to: user.email,
    subject: t('mail.deletion.subject'),
    text,
    html: mailHtml([text], [link]),
  });
  return { due_at: due.toISOString(), grace_days: opts.graceDays ?? DELETION_GRACE_DAYS };
}

export async function cancelDeletion(db: Db, userId: number) {
  const res = await db
    .updateTable('deletion_requests')
    .set({ cancelled_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new AppError('E-10507');
}
