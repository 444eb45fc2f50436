import type { Db } from '../../db/index.js';
import { escapeHtml } from '../../html.js';
import { recipientLocale, translator } from '../../i18n.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { viewUrl } from './courses.js';

/**
 * The e-mail that tells a learner an admin accepted or returned their assignment (docs/learning.md "Assignments"),
 * in the learner's language, with the reviewer's comment and a link to the chapter. Null without an address.
 */
export async function assignmentReviewedEmail(
  db: Db,
  publicUrl: string,
  s: {
    user_id: number;
    email: string;
    name: string;
    state: string;
    course_id: number;
    chapter_id: number;
    chapter_title: string;
    review_comment: string | null;
  },
): Promise<MailMessage | null> {
  if (!s.email) return null;
  const t = translator(await recipientLocale(db, { userId: s.user_id }));
  const accepted = s.state === 'accepted';
  const link = new URL(viewUrl(s.course_id, s.chapter_id), publicUrl).toString();
  const paragraphs = [
    s.name ? t('mail.common.hello', { name: s.name }) : t('mail.common.helloAnon'),
    accepted
      ? t('mail.assignment.accepted', { chapter: s.chapter_title })
      : t('mail.assignment.returned', { chapter: s.chapter_title }),
    ...(s.review_comment ? [t('mail.assignment.comment', { comment: s.review_comment })] : []),
    t('mail.assignment.open', { link }),
  ];
  return {
    to: s.email,
    subject: accepted
      ? t('mail.assignment.subjectAccepted', { chapter: s.chapter_title })
      : t('mail.assignment.subjectReturned', { chapter: s.chapter_title }),
    text: `${paragraphs.join('\n\n')}\n\nFinWell`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') + '<p>FinWell</p>',
  };
}
