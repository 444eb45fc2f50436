import { sql } from 'kysely';
import {
  nextTopicStatus,
  stepRefusal,
  TOPIC_STATUS,
  type JourneyStep,
  type StepRefusal,
  type TopicEvent,
  type TopicStatus,
} from '../../../../machines/journey-topic.machine.js';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import type { Viewer } from './access.js';
import { detail, JOURNEY_URL, topicRows, type TopicDetail } from './journey-service.js';
import type { MediaFactsOf } from '../learning/media-facts.js';
import { requireTopicWatched } from './topic-watch.js';

/**
 * The caller's moves through the journey (docs/journey.md): opening a topic, completing its steps in the machine's
 * order (machines/journey-topic.machine.ts) and finishing a card. journey-service.ts reads the journey.
 */

const REFUSAL_CODE: Record<StepRefusal, string> = {
  already_completed: 'E-10741',
  locked: 'E-10743',
  not_started: 'E-10740',
  out_of_order: 'E-10740',
  task_answer: 'E-10742',
};

/**
 * Applies one machine event to the caller's topic inside a transaction that locks the topic's row
 * (two tabs cannot both move it), or throws the refusal's E-code and changes nothing.
 */
async function applyEvent(db: Db, viewer: Viewer, topicId: number, event: TopicEvent): Promise<TopicStatus> {
  return db.transaction().execute(async (trx) => {
    const current = await detail(trx, viewer, topicId);
    await trx
      .insertInto('journey_user_topics')
      .values({ user_id: viewer.userId, topic_id: topicId })
      .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('journey_user_topics')
      .select('status')
      .where('user_id', '=', viewer.userId)
      .where('topic_id', '=', topicId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const status = row.status as TopicStatus;
    const context = { unlocked: !current.is_locked };
    const refusal = stepRefusal(status, event, context);
    if (refusal) throw new AppError(REFUSAL_CODE[refusal]);
    const next = nextTopicStatus(status, event, context)!;
    const now = new Date();
    await trx
      .updateTable('journey_user_topics')
      .set({
        status: next,
        updated_at: now,
        ...(next === TOPIC_STATUS.IN_PROGRESS ? { started_at: now } : {}),
        ...(next === TOPIC_STATUS.WATCHED_VIDEO ? { video_watched_at: now } : {}),
        ...(next === TOPIC_STATUS.TASK_COMPLETED && event.type === 'STEP'
          ? { task_completed_at: now, task_answer: (event.answer ?? '').trim() }
          : {}),
        ...(next === TOPIC_STATUS.COMPLETED ? { completed_at: now } : {}),
      })
      .where('user_id', '=', viewer.userId)
      .where('topic_id', '=', topicId)
      .execute();
    return next;
  });
}

/**
 * journey/topic/{id}: the topic with its video and task. Opening a topic that is not started and
 * not locked starts it (Not_started -> In_progress, the machine's START) and logs "Viewed".
 */
export async function openTopic(db: Db, viewer: Viewer, topicId: number): Promise<TopicDetail> {
  const before = await detail(db, viewer, topicId);
  if (before.status_id === TOPIC_STATUS.NOT_STARTED && !before.is_locked) {
    try {
      await applyEvent(db, viewer, topicId, { type: 'START' });
      await logActivity(db, {
        userId: viewer.userId,
        companyId: viewer.companyId,
        actionId: ACTION.VIEWED,
        navigationUrl: `${JOURNEY_URL}?topicId=${topicId}`,
      });
    } catch (err) {
      // A second tab started it a moment earlier: nothing to do.
      if (!(err instanceof AppError)) throw err;
    }
    return detail(db, viewer, topicId);
  }
  return before;
}

/** journey/steps/completed: one step of a topic, only when the machine allows it. */
export async function completeStep(
  db: Db,
  viewer: Viewer,
  body: { topic_id: number; step: JourneyStep; answer?: string | null },
  factsOf?: MediaFactsOf,
): Promise<TopicDetail> {
  // The video step waits for the video to be watched (topic-watch.ts, E-10833).
  if (body.step === 'Video' && factsOf) await requireTopicWatched(db, viewer, body.topic_id, factsOf);
  const next = await applyEvent(db, viewer, body.topic_id, { type: 'STEP', step: body.step, answer: body.answer });
  if (next === TOPIC_STATUS.COMPLETED) {
    await logActivity(db, {
      userId: viewer.userId,
      companyId: viewer.companyId,
      actionId: ACTION.COMPLETED,
      navigationUrl: `${JOURNEY_URL}?topicId=${body.topic_id}`,
    });
  }
  return detail(db, viewer, body.topic_id);
}

export type CardCompleted = {
  card_id: number;
  card_title: string;
  completed_at: Date;
  is_journey_completed: boolean;
  next_card_id: number | null;
};

/**
 * journey/completed/{id}: finishes a journey card. Every active topic of the card must be completed
 * (E-10428 otherwise); finishing twice answers E-10744. Both change nothing.
 */
export async function completeCard(db: Db, viewer: Viewer, cardId: number): Promise<CardCompleted> {
  const result = await db.transaction().execute(async (trx) => {
    const card = await trx
      .selectFrom('journey_cards')
      .select(['id', 'title'])
      .where('id', '=', cardId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!card) throw new AppError('E-10507');
    // Serialises two finishes of the same user (the row lock of the user's account).
    await sql`SELECT 1 FROM users WHERE id = ${viewer.userId} FOR UPDATE`.execute(trx);
    const already = await trx
      .selectFrom('journey_card_completions')
      .select('card_id')
      .where('user_id', '=', viewer.userId)
      .where('card_id', '=', cardId)
      .executeTakeFirst();
    if (already) throw new AppError('E-10744');
    const topics = await topicRows(trx, viewer.userId, cardId);
    if (topics.length === 0 || topics.some((t) => t.status !== TOPIC_STATUS.COMPLETED)) throw new AppError('E-10428');
    const row = await trx
      .insertInto('journey_card_completions')
      .values({ user_id: viewer.userId, card_id: cardId })
      .returning('completed_at')
      .executeTakeFirstOrThrow();
    const cards = await trx
      .selectFrom('journey_cards as c')
      .leftJoin('journey_card_completions as d', (j) =>
        j.onRef('d.card_id', '=', 'c.id').on('d.user_id', '=', viewer.userId),
      )
      .select(['c.id', 'd.completed_at'])
      .where('c.status', '=', 1)
      .orderBy('c.position')
      .orderBy('c.id')
      .execute();
    return {
      card_id: card.id,
      card_title: card.title,
      completed_at: row.completed_at,
      is_journey_completed: cards.every((c) => c.completed_at !== null),
      next_card_id: cards.find((c) => c.completed_at === null)?.id ?? null,
    };
  });
  await logActivity(db, {
    userId: viewer.userId,
    companyId: viewer.companyId,
    actionId: ACTION.COMPLETED,
    navigationUrl: `${JOURNEY_URL}/congratulation?cardId=${cardId}`,
  });
  return result;
}
