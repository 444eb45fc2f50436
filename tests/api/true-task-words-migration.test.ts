/**
 * Migration 3140-true-task-words (issue 34): the demo's first task said "use the emergency fund calculator" and led to
 * the calculator index, which has none: it now leads to the goal planning calculator with words that say how; the
 * counselling task and call to action no longer promise a "free" session (₹1,500 for a paid user). Rows an admin
 * edited keep their words and route. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.js';
import {
  COUNSELLING_CTA,
  COUNSELLING_TASK,
  EMERGENCY_TASK,
  OLD_COUNSELLING_CTA_TEXT,
  OLD_COUNSELLING_TASK_DESCRIPTION,
  OLD_EMERGENCY_TASK,
  up,
} from '../../src/server/db/migrations/3140-true-task-words.js';
import { databaseBefore } from '../support/app.js';

let handle: DbHandle;

beforeAll(async () => {
  handle = await databaseBefore('3120-default-hero-words');
  const task = { source: 'HeadstartTasks', feature_id: 3, module_id: 2, sort_order: 1 };
  await handle.db
    .insertInto('tasks')
    .values([
      { ...task, ...OLD_EMERGENCY_TASK, route: null, hi: JSON.stringify({ title: 'अपना आपातकालीन फ़ंड तय करें' }) },
      // An admin's copy with its own route is left alone.
      { ...task, ...OLD_EMERGENCY_TASK, route: '/client/knowledgebase', hi: '{}' },
      { ...task, title: 'Book a counselling session', description: OLD_COUNSELLING_TASK_DESCRIPTION, hi: '{}' },
    ])
    .execute();
  const cta = { button_label: 'Book now', route: '/client/counselling', hi: '{}' };
  await handle.db
    .insertInto('cta_options')
    .values([
      { ...cta, title: 'Talk to a counsellor', text: OLD_COUNSELLING_CTA_TEXT, sort_order: 1 },
      { ...cta, title: 'Our own offer', text: 'A free session for our staff this week.', sort_order: 2 },
    ])
    .execute();
}, 120_000);
afterAll(async () => handle?.close());

it('makes the shipped task and call-to-action words true, in English and Hindi, and leaves edited rows', async () => {
  await up(handle.db as never);
  await up(handle.db as never);
  const tasks = await handle.db.selectFrom('tasks').select(['description', 'route', 'hi']).orderBy('id').execute();
  expect(tasks[0]).toEqual({
    description: EMERGENCY_TASK.description,
    route: EMERGENCY_TASK.route,
    hi: EMERGENCY_TASK.hi,
  });
  expect(tasks[1]).toMatchObject({ description: OLD_EMERGENCY_TASK.description, route: '/client/knowledgebase' });
  expect(tasks[2]).toMatchObject({ description: COUNSELLING_TASK.description, hi: COUNSELLING_TASK.hi });
  const ctas = await handle.db.selectFrom('cta_options').select(['text', 'hi']).orderBy('sort_order').execute();
  expect(ctas).toEqual([
    { text: COUNSELLING_CTA.text, hi: COUNSELLING_CTA.hi },
    { text: 'A free session for our staff this week.', hi: {} },
  ]);
});
