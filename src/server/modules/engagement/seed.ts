import { sql } from 'kysely';
import { todayIST } from '../../../shared/ist.js';
import type { Db } from '../../db/index.js';
import { COUNSELLING_CTA, COUNSELLING_TASK, EMERGENCY_TASK } from '../../db/migrations/3140-true-task-words.js';

/**
 * Demo notifications and a reminder for Acme (demo seed, docs/engagement.md): three in-app
 * notifications (their e-mail marked done, so a fresh start mails no one) and a monthly reminder. The first two
 * and the reminder carry Hindi values; the third has none (a Hindi reader sees it in English).
 * Runs once: nothing happens when any notification or reminder exists.
 */
export async function seedEngagement(db: Db): Promise<boolean> {
  await seedEngagementContent(db);
  if (await db.selectFrom('notifications').select('id').limit(1).executeTakeFirst()) return false;
  if (await db.selectFrom('reminders').select('id').limit(1).executeTakeFirst()) return false;
  const acme = await db.selectFrom('companies').select('id').where('company_name', '=', 'Acme Corp').executeTakeFirst();
  if (!acme) return false;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@finwell.example')
    .executeTakeFirst();
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  const demo = [
    {
      header: 'Tax-saving proofs due on 31 January',
      preview_message: 'Upload your 80C and 80D proofs to HR before 31 January.',
      message:
        'HR needs your investment proofs (80C, 80D, HRA rent receipts) by 31 January so the right tax is deducted in February and March.',
      type: 2,
      priority: 1,
      start: day(1),
      hi: {
        header: 'टैक्स बचत के प्रमाण 31 जनवरी तक जमा करें',
        preview_message: 'अपने 80सी और 80डी के प्रमाण 31 जनवरी से पहले HR को भेजें।',
        message:
          'HR को आपके निवेश के प्रमाण (80सी, 80डी, HRA के किराये की रसीदें) 31 जनवरी तक चाहिए, ताकि फ़रवरी और मार्च में सही टैक्स कटे।',
      },
    },
    {
      header: 'New webinar: budgeting basics',
      preview_message: 'A 45-minute session on building a monthly budget that lasts.',
      message: 'Register from the Webinars page. The recording stays available for a month after the session.',
      type: 1,
      priority: 2,
      start: day(3),
      hi: {
        header: 'नया वेबिनार: बजट की बुनियादी बातें',
        preview_message: 'ऐसा मासिक बजट बनाने पर 45 मिनट का सेशन, जो पूरे महीने चले।',
        message: 'वेबिनार पेज से रजिस्टर करें। सेशन के बाद उसकी रिकॉर्डिंग एक महीने तक उपलब्ध रहती है।',
      },
    },
    {
      header: 'Your financial wellness check-up',
      preview_message: 'Book a free session with a counsellor this quarter.',
      message: 'Every Acme employee can book one free counselling session each quarter.',
      type: 1,
      priority: 2,
      start: day(8),
      // No Hindi values: a Hindi reader sees this one in English (the fallback, field by field).
      hi: {},
    },
  ];
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE notifications IN EXCLUSIVE MODE`.execute(trx);
    for (const n of demo) {
      const made = await trx
        .insertInto('notifications')
        .values({
          header: n.header,
          preview_message: n.preview_message,
          message: n.message,
          type: n.type,
          priority: n.priority,
          delivery: ['in_app'],
          client_type: [1],
          specific_clients: [acme.id],
          specific_partners: [],
          to_retail: false,
          start_date: n.start,
          end_date: null,
          status: true,
          preview_img: null,
          email_done_at: n.start,
          created_by: admin?.id ?? null,
          hi: JSON.stringify(n.hi),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('notification_audiences')
        .values({ company_id: acme.id, notification_id: made.id })
        .execute();
    }
    await trx
      .insertInto('reminders')
      .values({
        header: 'Update your spending tracker',
        message: 'Take five minutes to note last month’s spending in your tracker.',
        frequency: 'Monthly',
        reminder_days: [1],
        starts_on: new Date().toISOString().slice(0, 10),
        type: 1,
        priority: 2,
        delivery: ['in_app'],
        client_type: [1],
        specific_clients: [acme.id],
        specific_partners: [],
        status: true,
        created_by: admin?.id ?? null,
        hi: JSON.stringify({
          header: 'अपना खर्च ट्रैकर अपडेट करें',
          message: 'पाँच मिनट निकालकर पिछले महीने का खर्च अपने ट्रैकर में लिखें।',
        }),
      })
      .execute();
  });
  return true;
}

/**
 * Demo spotlights (this month's default client/partner one and a retail one), calls to action and
 * tasks. Runs once: nothing happens when any task exists.
 */
async function seedEngagementContent(db: Db): Promise<void> {
  if (await db.selectFrom('tasks').select('id').limit(1).executeTakeFirst()) return;
  const month = `${todayIST().slice(0, 7)}-01`;
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE tasks IN EXCLUSIVE MODE`.execute(trx);
    await trx
      .insertInto('tasks')
      .values([
        {
          title: EMERGENCY_TASK.title,
          description: EMERGENCY_TASK.description,
          source: 'HeadstartTasks',
          feature_id: 3,
          module_id: 2,
          route: EMERGENCY_TASK.route,
          sort_order: 1,
          hi: JSON.stringify(EMERGENCY_TASK.hi),
        },
        {
          title: 'Register for a webinar',
          description: 'Pick one live session this month.',
          source: 'HeadstartTasks',
          feature_id: 4,
          module_id: 4,
          route: null,
          sort_order: 2,
          hi: JSON.stringify({ title: 'किसी वेबिनार के लिए रजिस्टर करें', description: 'इस महीने का कोई एक लाइव सेशन चुनें।' }),
        },
        {
          title: 'Read the mutual funds finguide',
          description: 'Ten minutes on how funds work and what they cost.',
          source: 'HeadstartTasks',
          feature_id: 5,
          module_id: 5,
          route: null,
          sort_order: 3,
          hi: JSON.stringify({
            title: 'म्यूचुअल फंड की गाइड पढ़ें',
            description: 'दस मिनट में जानें कि फंड कैसे काम करते हैं और उनकी लागत क्या है।',
          }),
        },
        {
          title: 'Book a counselling session',
          description: COUNSELLING_TASK.description,
          source: 'ResourceTasks',
          feature_id: 2,
          module_id: 3,
          route: null,
          sort_order: 4,
          hi: JSON.stringify(COUNSELLING_TASK.hi),
        },
      ])
      .execute();
    await trx
      .insertInto('cta_options')
      .values([
        {
          title: 'Talk to a counsellor',
          text: COUNSELLING_CTA.text,
          button_label: 'Book now',
          route: '/client/counselling',
          sort_order: 1,
          hi: JSON.stringify(COUNSELLING_CTA.hi),
        },
        {
          title: 'Plan your tax saving',
          text: 'See how much 80C room you have left this year.',
          button_label: 'Open calculators',
          route: '/client/calculators',
          sort_order: 2,
          hi: JSON.stringify({
            title: 'अपनी टैक्स बचत की योजना बनाएँ',
            text: 'देखें कि इस साल 80सी में आपकी कितनी छूट बाकी है।',
            button_label: 'कैलकुलेटर खोलें',
          }),
        },
      ])
      .execute();
    await trx
      .insertInto('monthly_spotlights')
      .values([
        {
          month,
          title: 'Build your emergency fund',
          message: 'Three to six months of expenses in a liquid fund keeps a surprise bill from becoming debt.',
          link_url: '/client/calculators',
          image_url: null,
          target: 'client_partner',
          is_default: true,
          company_ids: [],
          created_by: null,
          hi: JSON.stringify({
            title: 'अपना आपातकालीन फ़ंड बनाएँ',
            message: 'लिक्विड फंड में तीन से छह महीने का खर्च रखने से अचानक आया कोई बिल कर्ज़ नहीं बनता।',
          }),
        },
        {
          month,
          title: 'Start a SIP this month',
          message: 'Small monthly investments add up: see what ₹2,000 a month becomes in ten years.',
          link_url: '/client/calculators',
          image_url: null,
          target: 'retail',
          is_default: false,
          company_ids: [],
          created_by: null,
          hi: JSON.stringify({
            title: 'इस महीने SIP शुरू करें',
            message: 'छोटे मासिक निवेश मिलकर बड़ी रकम बनते हैं: देखें कि ₹2,000 महीना दस साल में कितना बनता है।',
          }),
        },
      ])
      .execute();
  });
}
