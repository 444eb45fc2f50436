import { sql, type Kysely } from 'kysely';

/**
 * True words in the demo's tasks and call to action (issue 34), for databases seeded before them:
 * - the first task said "use the emergency fund calculator" and led to the calculator index, which has none: it now
 *   leads to the goal planning calculator, with words that say how to use it for an emergency fund;
 * - the counselling task and call to action promised a "free" session, which costs a paid user ₹1,500: they now say a
 *   one-to-one session, and the counselling page shows each person's price.
 * Only a row that still has the shipped words is changed: an admin's own words (or route) are left as they are.
 */
export const EMERGENCY_TASK = {
  title: 'Plan your emergency fund',
  description: 'Use the goal planning calculator with six months of your expenses as the goal.',
  route: '/client/calculators/goal-plan-calc',
  hi: {
    title: 'अपने आपातकालीन फ़ंड की योजना बनाएँ',
    description: 'लक्ष्य योजना कैलकुलेटर में अपने छह महीने के खर्च को लक्ष्य बनाकर देखें।',
  },
} as const;
export const OLD_EMERGENCY_TASK = {
  title: 'Work out your emergency fund',
  description: 'Use the emergency fund calculator to see how many months of expenses you have set aside.',
} as const;

export const COUNSELLING_TASK = {
  description: 'A one-to-one session with a certified counsellor.',
  hi: { title: 'काउंसलिंग सेशन बुक करें', description: 'किसी प्रमाणित काउंसलर के साथ आमने-सामने का सेशन।' },
} as const;
export const OLD_COUNSELLING_TASK_DESCRIPTION = 'A free one-to-one with a certified counsellor.';

export const COUNSELLING_CTA = {
  text: 'Book a one-to-one session with a certified financial counsellor.',
  hi: {
    title: 'काउंसलर से बात करें',
    text: 'किसी प्रमाणित वित्तीय काउंसलर के साथ आमने-सामने का सेशन बुक करें।',
    button_label: 'अभी बुक करें',
  },
} as const;
export const OLD_COUNSELLING_CTA_TEXT = 'Book a free one-to-one session with a certified financial counsellor.';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE tasks
       SET title = ${EMERGENCY_TASK.title}, description = ${EMERGENCY_TASK.description}, route = ${EMERGENCY_TASK.route},
           hi = ${JSON.stringify(EMERGENCY_TASK.hi)}::jsonb
     WHERE title = ${OLD_EMERGENCY_TASK.title} AND description = ${OLD_EMERGENCY_TASK.description}
       AND route IS NULL`.execute(db);
  await sql`
    UPDATE tasks SET description = ${COUNSELLING_TASK.description}, hi = ${JSON.stringify(COUNSELLING_TASK.hi)}::jsonb
     WHERE description = ${OLD_COUNSELLING_TASK_DESCRIPTION}`.execute(db);
  await sql`
    UPDATE cta_options SET text = ${COUNSELLING_CTA.text}, hi = ${JSON.stringify(COUNSELLING_CTA.hi)}::jsonb
     WHERE text = ${OLD_COUNSELLING_CTA_TEXT}`.execute(db);
}
