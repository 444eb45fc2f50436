import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import type { HiValues } from '../../db/tables/learning.js';
import {
  expectedStep,
  MIN_TASK_ANSWER,
  TOPIC_STATUS,
  TOPIC_STATUS_LABEL,
  type JourneyStep,
  type TopicStatus,
} from '../../../../machines/journey-topic.machine.js';
import { AppError } from '../../../shared/app-error.js';
import type { Db, Trx } from '../../db/index.js';
import type { Viewer } from './access.js';

/*
 * Reading the journey (docs/journey.md): the cards with their topics and the caller's progress, one topic, and the
 * home page widget's summary. topic-steps.ts moves the caller through it.
 */

/** The journey's page address, recorded as navigation_url in its activity entries (docs/journey.md). */
export const JOURNEY_URL = '/client/financial-journey';

export type TopicSummary = {
  _id: number;
  card_id: number;
  title: string;
  summary: string;
  position: number;
  status: string;
  status_id: number;
  next_step: JourneyStep | null;
  is_locked: boolean;
  task_answer: string | null;
  completed_at: Date | null;
};

export type JourneyCard = {
  _id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
  total_topics: number;
  completed_topics: number;
  is_completed: boolean;
  completed_at: Date | null;
  topics: TopicSummary[];
};

export type UserJourney = {
  cards: JourneyCard[];
  total_topics: number;
  completed_topics: number;
  percent: number;
  is_journey_completed: boolean;
};

type TopicRow = {
  id: number;
  card_id: number;
  title: string;
  summary: string;
  position: number;
  status: number | null;
  task_answer: string | null;
  completed_at: Date | null;
  hi: HiValues;
};

export async function topicRows(db: Db | Trx, userId: number, cardId?: number): Promise<TopicRow[]> {
  let q = db
    .selectFrom('journey_topics as t')
    .innerJoin('journey_cards as c', 'c.id', 't.card_id')
    .leftJoin('journey_user_topics as u', (j) => j.onRef('u.topic_id', '=', 't.id').on('u.user_id', '=', userId))
    .select([
      't.id',
      't.card_id',
      't.title',
      't.summary',
      't.position',
      'u.status',
      'u.task_answer',
      'u.completed_at',
      't.hi',
    ])
    .where('t.status', '=', 1)
    .where('c.status', '=', 1);
  if (cardId !== undefined) q = q.where('t.card_id', '=', cardId);
  return q.orderBy('c.position').orderBy('t.card_id').orderBy('t.position').orderBy('t.id').execute();
}

/** Each topic with its status and lock: a card's topics open in order (machines/journey-topic.machine.ts). */
function summarise(rows: TopicRow[], locale: Locale = 'en-IN'): TopicSummary[] {
  const out: TopicSummary[] = [];
  let previousDone = true;
  let card = -1;
  for (const r of rows) {
    if (r.card_id !== card) {
      card = r.card_id;
      previousDone = true;
    }
    const status = (r.status ?? TOPIC_STATUS.NOT_STARTED) as TopicStatus;
    const text = localised({ title: r.title, summary: r.summary, hi: r.hi }, locale);
    out.push({
      _id: r.id,
      card_id: r.card_id,
      title: text.title,
      summary: text.summary,
      position: r.position,
      status: TOPIC_STATUS_LABEL[status],
      status_id: status,
      next_step: expectedStep(status),
      is_locked: !previousDone,
      task_answer: r.task_answer,
      completed_at: r.completed_at,
    });
    previousDone = status === TOPIC_STATUS.COMPLETED;
  }
  return out;
}

/** journey/user-journey: the three cards with their topics and the caller's progress. */
export async function userJourney(db: Db, viewer: Viewer): Promise<UserJourney> {
  const cards = await db
    .selectFrom('journey_cards')
    .select(['id', 'slug', 'title', 'description', 'position', 'hi'])
    .where('status', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const locale = viewer.locale ?? 'en-IN';
  const topics = summarise(await topicRows(db, viewer.userId), locale);
  const done = await db
    .selectFrom('journey_card_completions')
    .select(['card_id', 'completed_at'])
    .where('user_id', '=', viewer.userId)
    .execute();
  const doneAt = new Map(done.map((d) => [d.card_id, d.completed_at]));
  const out = cards.map((c): JourneyCard => {
    const own = topics.filter((t) => t.card_id === c.id);
    const text = localised({ title: c.title, description: c.description, hi: c.hi }, locale);
    return {
      _id: c.id,
      slug: c.slug,
      title: text.title,
      description: text.description,
      position: c.position,
      total_topics: own.length,
      completed_topics: own.filter((t) => t.status_id === TOPIC_STATUS.COMPLETED).length,
      is_completed: doneAt.has(c.id),
      completed_at: doneAt.get(c.id) ?? null,
      topics: own,
    };
  });
  const total = topics.length;
  const completed = topics.filter((t) => t.status_id === TOPIC_STATUS.COMPLETED).length;
  return {
    cards: out,
    total_topics: total,
    completed_topics: completed,
    percent: total ? Math.round((completed / total) * 100) : 0,
    is_journey_completed: out.length > 0 && out.every((c) => c.is_completed),
  };
}

export type TopicDetail = TopicSummary & {
  card_title: string;
  key_points: string[];
  video_title: string;
  /** The linked learning-center video as a signed link for this viewer, else the topic's own address. */
  video_url: string | null;
  video_minutes: number | null;
  task_title: string;
  task_prompt: string;
  min_task_answer: number;
  previous_topic_id: number | null;
  next_topic_id: number | null;
};

/** One topic with its card, video, task and neighbours, in the viewer's language. */
export async function detail(db: Db | Trx, viewer: Viewer, topicId: number): Promise<TopicDetail> {
  const topic = await db
    .selectFrom('journey_topics as t')
    .innerJoin('journey_cards as c', 'c.id', 't.card_id')
    // A deleted learning video (status 3) is not played; the topic falls back to its own address.
    .leftJoin('elearning_videos as v', (j) => j.onRef('v.id', '=', 't.video_id').on('v.status', '=', 1))
    .select([
      't.card_id',
      'c.title as card_title',
      't.key_points',
      't.video_title',
      't.video_url',
      'v.file_id as video_file_id',
      't.video_minutes',
      't.task_title',
      't.task_prompt',
      't.hi',
      'c.hi as card_hi',
    ])
    .where('t.id', '=', topicId)
    .where('t.status', '=', 1)
    .where('c.status', '=', 1)
    .executeTakeFirst();
  if (!topic) throw new AppError('E-10507');
  const locale = viewer.locale ?? 'en-IN';
  const siblings = summarise(await topicRows(db, viewer.userId, topic.card_id), locale);
  const i = siblings.findIndex((s) => s._id === topicId);
  const text = localised(
    {
      key_points: topic.key_points,
      video_title: topic.video_title,
      task_title: topic.task_title,
      task_prompt: topic.task_prompt,
      hi: topic.hi,
    },
    locale,
  );
  return {
    ...siblings[i],
    card_title: localised({ title: topic.card_title, hi: topic.card_hi }, locale).title,
    key_points: text.key_points,
    video_title: text.video_title,
    video_url:
      topic.video_file_id !== null && viewer.videoLinks ? viewer.videoLinks(topic.video_file_id) : topic.video_url,
    video_minutes: topic.video_minutes,
    task_title: text.task_title,
    task_prompt: text.task_prompt,
    min_task_answer: MIN_TASK_ANSWER,
    previous_topic_id: i > 0 ? siblings[i - 1]._id : null,
    next_topic_id: i < siblings.length - 1 ? siblings[i + 1]._id : null,
  };
}

/** The journey-progress widget's data (widgets/journey-progress): each card's status and the topic counts. */
export async function journeyProgress(
  db: Db,
  userId: number,
): Promise<{ topics: Array<{ title: string; status: string }>; completed: number; total: number }> {
  const j = await userJourney(db, { userId, companyId: null });
  return {
    topics: j.cards.map((c) => ({
      title: c.title,
      status:
        c.completed_topics === c.total_topics && c.total_topics > 0
          ? 'Completed'
          : c.topics.some((t) => t.status_id !== TOPIC_STATUS.NOT_STARTED)
            ? 'In_progress'
            : 'Not_started',
    })),
    completed: j.completed_topics,
    total: j.total_topics,
  };
}
