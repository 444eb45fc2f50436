import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';

/**
 * The "My data" sections of the feature modules (docs/privacy.md "My data (access)"): learning, journey and
 * resources, webinars, reports, engagement, commerce, enterprise login and staff profiles. One query per table,
 * only the person's rows (`user_id`), with titles joined where cheap. Left out on purpose: secrets and system rows
 * (token hashes, login tokens, OTP codes, the session code's value, payment mandate tokens), the audit log, the mail
 * queues, and tables with no person in them (the assistant's question log and the knowledge base's are anonymous; the assistant's conversations are the person's).
 */
export type Rows = Array<Record<string, unknown>>;

function moduleQueries(userId: number) {
  return {
    // ---- Learning
    course_progress: sql`SELECT e.course_id, c.title AS course, e.progress, e.seconds_spent, e.enrolled_at,
        e.last_opened_at, e.completed_at
      FROM course_enrolments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id = ${userId} ORDER BY e.enrolled_at, e.id`,
    course_chapter_completions: sql`SELECT cc.course_id, c.title AS course, cc.chapter_id, ch.title AS chapter,
        cc.completed_at
      FROM course_chapter_completions cc
      LEFT JOIN courses c ON c.id = cc.course_id LEFT JOIN course_chapters ch ON ch.id = cc.chapter_id
      WHERE cc.user_id = ${userId} ORDER BY cc.completed_at, cc.chapter_id`,
    course_certificates: sql`SELECT course_id, course_title, holder_name, duration_minutes, completed_at, issued_at, code
      FROM course_certificates WHERE user_id = ${userId} ORDER BY issued_at, course_id`,
    course_chapter_progress: sql`SELECT p.course_id, c.title AS course, p.chapter_id, ch.title AS chapter,
        p.watched_seconds, p.intervals, p.opened_at, p.reached_end_at, p.updated_at
      FROM course_chapter_progress p
      LEFT JOIN courses c ON c.id = p.course_id LEFT JOIN course_chapters ch ON ch.id = p.chapter_id
      WHERE p.user_id = ${userId} ORDER BY p.updated_at, p.chapter_id`,
    // The file itself is not in the export (the page offers it for download on the course); its name, type and size are.
    course_assignment_submissions: sql`SELECT s.course_id, c.title AS course, s.chapter_id, ch.title AS chapter,
        s.answer, s.file_name, s.file_mime, s.file_size, s.state, s.review_comment, s.reviewed_at, s.submitted_at
      FROM course_assignment_submissions s
      LEFT JOIN courses c ON c.id = s.course_id LEFT JOIN course_chapters ch ON ch.id = s.chapter_id
      WHERE s.user_id = ${userId} ORDER BY s.submitted_at, s.chapter_id`,
    // Videos watched outside courses: library videos, journey topic videos, recorded webinars (with their titles).
    media_watch_progress: sql`SELECT m.subject_kind, m.subject_id,
        CASE m.subject_kind WHEN 'video' THEN v.title WHEN 'topic' THEN t.title ELSE w.name END AS title,
        m.watched_seconds, m.duration_seconds, m.intervals, m.opened_at, m.reached_at, m.updated_at
      FROM media_watch_progress m
      LEFT JOIN elearning_videos v ON m.subject_kind = 'video' AND v.id = m.subject_id
      LEFT JOIN journey_topics t ON m.subject_kind = 'topic' AND t.id = m.subject_id
      LEFT JOIN webinars w ON m.subject_kind = 'webinar' AND w.id = m.subject_id
      WHERE m.user_id = ${userId} ORDER BY m.updated_at, m.subject_kind, m.subject_id`,
    course_time_sessions: sql`SELECT s.course_id, c.title AS course, s.chapter_id, s.started_at, s.last_beat_at,
        s.seconds
      FROM course_time_sessions s LEFT JOIN courses c ON c.id = s.course_id
      WHERE s.user_id = ${userId} ORDER BY s.started_at, s.id`,
    assessment_answers: sql`SELECT a.assessment_id, s.title AS assessment, c.title AS course, a.score, a.correct,
        a.total, a.passed, a.answers, a.created_at
      FROM assessment_attempts a
      LEFT JOIN assessments s ON s.id = a.assessment_id LEFT JOIN courses c ON c.id = s.course_id
      WHERE a.user_id = ${userId} ORDER BY a.created_at, a.id`,
    // ---- Journey and resources
    journey_topics: sql`SELECT u.topic_id, t.title AS topic, u.status, u.started_at, u.video_watched_at,
        u.task_answer, u.task_completed_at, u.completed_at, u.updated_at
      FROM journey_user_topics u LEFT JOIN journey_topics t ON t.id = u.topic_id
      WHERE u.user_id = ${userId} ORDER BY u.updated_at, u.topic_id`,
    journey_cards: sql`SELECT j.card_id, c.title AS card, j.completed_at
      FROM journey_card_completions j LEFT JOIN journey_cards c ON c.id = j.card_id
      WHERE j.user_id = ${userId} ORDER BY j.completed_at, j.card_id`,
    quiz_attempts: sql`SELECT a.quiz_id, q.title AS quiz, a.score, a.total, a.answers, a.created_at
      FROM quiz_attempts a LEFT JOIN quizzes q ON q.id = a.quiz_id
      WHERE a.user_id = ${userId} ORDER BY a.created_at, a.id`,
    risk_assessment_answers: sql`SELECT a.question_id, q.question, a.option_index, a.points, a.answered_at
      FROM fra_answers a LEFT JOIN fra_questions q ON q.id = a.question_id
      WHERE a.user_id = ${userId} ORDER BY a.answered_at, a.question_id`,
    risk_assessment_results: sql`SELECT score, max_score, band, answers, created_at FROM fra_results
      WHERE user_id = ${userId} ORDER BY created_at, id`,
    planner_registrations: sql`SELECT registered_at FROM planner_registrations WHERE user_id = ${userId}
      ORDER BY registered_at`,
    planner_handoffs: sql`SELECT created_at, expires_at, used_at FROM planner_handoffs WHERE user_id = ${userId}
      ORDER BY created_at, id`,
    // ---- Webinars
    webinar_registrations: sql`SELECT r.webinar_id, w.name AS webinar, w.starts_at, r.status, r.registered_at,
        r.joined_at, r.unregistered_at, r.reminder_sent_at
      FROM webinar_registrations r LEFT JOIN webinars w ON w.id = r.webinar_id
      WHERE r.user_id = ${userId} ORDER BY r.registered_at, r.id`,
    webinar_watch_sessions: sql`SELECT s.webinar_id, w.name AS webinar, s.started_at, s.last_beat_at, s.seconds,
        s.closed
      FROM webinar_watch_sessions s LEFT JOIN webinars w ON w.id = s.webinar_id
      WHERE s.user_id = ${userId} ORDER BY s.started_at, s.id`,
    // ---- Reports: what the portal measured of the person's use
    page_visits: sql`SELECT path, started_at, seconds FROM page_visits WHERE user_id = ${userId}
      ORDER BY started_at, id`,
    ad_views: sql`SELECT ad_key, module_id, item_id, created_at FROM ad_views WHERE user_id = ${userId}
      ORDER BY created_at, id`,
    daily_usage: sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, slot, visits, logins, activity, seconds
      FROM report_usage_daily WHERE user_id = ${userId} ORDER BY day, slot`,
    report_exports: sql`SELECT report, format, filters, status, total_rows, created_at, finished_at
      FROM report_exports WHERE user_id = ${userId} ORDER BY created_at`,
    // ---- Engagement
    notifications_read: sql`SELECT r.notification_id, n.header AS notification, r.read_at
      FROM notification_receipts r LEFT JOIN notifications n ON n.id = r.notification_id
      WHERE r.user_id = ${userId} ORDER BY r.read_at, r.notification_id`,
    notifications_emailed: sql`SELECT m.notification_id, n.header AS notification, m.queued_at
      FROM notification_mails m LEFT JOIN notifications n ON n.id = m.notification_id
      WHERE m.user_id = ${userId} ORDER BY m.queued_at, m.notification_id`,
    mail_unsubscribes: sql`SELECT kind, created_at FROM mail_unsubscribes WHERE user_id = ${userId}
      ORDER BY created_at, kind`,
    tasks: sql`SELECT u.task_id, t.title AS task, u.status, u.added_at, u.completed_at
      FROM user_tasks u LEFT JOIN tasks t ON t.id = u.task_id
      WHERE u.user_id = ${userId} ORDER BY u.added_at, u.task_id`,
    // ---- Assistant (docs/assistant.md "Conversations"): the questions and the last calculator turn, not the id
    assistant_conversations: sql`SELECT questions, state, turns, created_at, updated_at, expires_at
      FROM assistant_conversations WHERE user_id = ${userId} ORDER BY created_at, id`,
    // ---- Commerce
    subscriptions: sql`SELECT s.package_id, p.name AS package, s.source, s.status, s.price_paise, s.period_start,
        s.period_end, s.next_charge_at, s.auto_renew, s.mandate_provider, s.created_at
      FROM subscriptions s LEFT JOIN packages p ON p.id = s.package_id
      WHERE s.user_id = ${userId} ORDER BY s.created_at, s.id`,
    course_purchases: sql`SELECT p.course_id, c.name AS course, p.name, p.email, p.phone_number, p.cost_paise,
        p.discount_percent, p.discount_paise, p.final_paise, p.status, p.paid_at, p.cancelled_at, p.created_at
      FROM stock_course_purchases p LEFT JOIN stock_courses c ON c.id = p.course_id
      WHERE p.user_id = ${userId} ORDER BY p.created_at, p.id`,
    commerce_payments: sql`SELECT kind, subscription_id, purchase_id, provider, provider_ref, amount_paise, status,
        auto, paid_at, refunded_at, created_at
      FROM commerce_payments WHERE user_id = ${userId} ORDER BY created_at, id`,
    session_code: sql`SELECT created_at, verified_at, prompt_dismissed_at FROM session_codes WHERE user_id = ${userId}`,
    profile_image: sql`SELECT url, updated_at FROM profile_images WHERE user_id = ${userId}`,
    // ---- Enterprise login and staff profiles (a counsellor's or a webinar speaker's own record)
    sign_in_identities: sql`SELECT issuer, subject, created_at FROM user_identities WHERE user_id = ${userId}
      ORDER BY created_at, id`,
    counsellor_profile: sql`SELECT first_name, last_name, email, phone_number, location, languages, experience,
        brief_profile, created_at
      FROM counsellors WHERE user_id = ${userId} ORDER BY id`,
    speaker_profile: sql`SELECT name, email, designation, bio, created_at FROM webinar_speakers
      WHERE user_id = ${userId} ORDER BY id`,
  } satisfies Record<string, RawBuilder<unknown>>;
}

export type ModuleSection = keyof ReturnType<typeof moduleQueries>;

/** The person's rows of every module table, by section, one query at a time (PGlite has one connection). */
export async function collectModuleData(db: Db, userId: number): Promise<Record<ModuleSection, Rows>> {
  const out: Partial<Record<ModuleSection, Rows>> = {};
  for (const [key, query] of Object.entries(moduleQueries(userId))) {
    out[key as ModuleSection] = (await query.execute(db)).rows as Rows;
  }
  return out as Record<ModuleSection, Rows>;
}
