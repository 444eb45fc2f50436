import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';

/** Tasks (docs/engagement.md): where a task leads, the reader's tasks, their list with progress, and status changes. */

/**
 * Task navigation (a task item leads to a route by its feature or module: docs/product-rules.md "Client home and navigation"):
 * a task's own route, else its feature's route (enums featureRoute), else its module's.
 */
export const FEATURE_ROUTE: Record<number, string> = {
  1: '/client/learning-center',
  2: '/client/counselling',
  3: '/client/calculators',
  4: '/client/webinars',
  5: '/client/knowledgebase',
  6: '/client/handbook',
};
export const MODULE_ROUTE: Record<number, string> = {
  1: '/client/learning-center',
  2: '/client/calculators',
  3: '/client/counselling',
  4: '/client/webinars',
  5: '/client/knowledgebase',
  6: '/client/learning-center',
  7: '/client/knowledgebase',
  8: '/client/handbook',
  9: '/client/home',
  10: '/client/financial-planner',
};

export function taskRoute(t: { route: string | null; feature_id: number | null; module_id: number | null }) {
  return (
    t.route ??
    (t.feature_id !== null ? FEATURE_ROUTE[t.feature_id] : undefined) ??
    (t.module_id !== null ? MODULE_ROUTE[t.module_id] : undefined) ??
    '/client/home'
  );
}

type TaskRow = {
  id: number;
  title: string;
  description: string;
  source: string;
  feature_id: number | null;
  module_id: number | null;
  route: string | null;
  user_status: string | null;
  on_list: boolean;
  completed_at: Date | null;
  hi: Record<string, unknown>;
};

/**
 * The tasks the reader may do: active, and with a module their package has (or none). `on_list`:
 * every HeadstartTask is on everyone's list; a ResourceTask once the person adds it (my-tasks POST).
 */
async function readerTasks(db: Db, userId: number, modules: number[], locale: Locale = 'en-IN') {
  const { rows } = await sql<TaskRow>`
    SELECT t.id, t.title, t.description, t.source, t.feature_id, t.module_id, t.route, t.hi,
      ut.status AS user_status, (t.source = 'HeadstartTasks' OR ut.user_id IS NOT NULL) AS on_list, ut.completed_at
    FROM tasks t LEFT JOIN user_tasks ut ON ut.task_id = t.id AND ut.user_id = ${userId}
    WHERE t.status AND (t.module_id IS NULL OR t.module_id = ANY(${modules}::int[]))
    ORDER BY t.sort_order, t.id`.execute(db);
  return rows.map((row) => {
    const t = localised(row, locale);
    return {
      _id: t.id,
      title: t.title,
      description: t.description,
      source: t.source,
      status: t.user_status ?? 'Incomplete',
      route: taskRoute(t),
      on_list: t.on_list,
      completed_at: t.completed_at,
    };
  });
}

export async function allTasks(db: Db, userId: number, modules: number[], locale: Locale = 'en-IN') {
  return { tasks: await readerTasks(db, userId, modules, locale) };
}

export async function myTasks(db: Db, userId: number, modules: number[], locale: Locale = 'en-IN') {
  const tasks = (await readerTasks(db, userId, modules, locale)).filter((t) => t.on_list);
  const completed = tasks.filter((t) => t.status === 'Completed').length;
  return {
    tasks,
    progress: {
      completed,
      total: tasks.length,
      percent: tasks.length ? Math.round((completed / tasks.length) * 100) : 0,
    },
  };
}

/** Adds a task to the list (POST) or sets its status (PATCH); a task outside the package is E-10733. */
export async function changeTask(
  db: Db,
  userId: number,
  modules: number[],
  body: { task_id: number; status?: 'Incomplete' | 'Completed' },
  locale: Locale = 'en-IN',
) {
  const known = (await readerTasks(db, userId, modules)).find((t) => t._id === body.task_id);
  if (!known) throw new AppError('E-10733');
  const status = body.status ?? known.status;
  await db
    .insertInto('user_tasks')
    .values({
      user_id: userId,
      task_id: body.task_id,
      status,
      completed_at: status === 'Completed' ? sql`now()` : null,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'task_id']).doUpdateSet({
        status,
        completed_at: status === 'Completed' ? sql`coalesce(user_tasks.completed_at, now())` : null,
      }),
    )
    .execute();
  return myTasks(db, userId, modules, locale);
}
