import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { todayIST } from '../../../shared/ist.js';
import type { Db } from '../../db/index.js';
import { fromProjectRoot } from '../../paths.js';
import type { FileStorage } from '../../storage/index.js';
import { demoClip } from '../learning/demo-media.js';
import { videoKey } from './media.js';
import { fromIST } from './time.js';

/** An 8-second WebM recorded from a canvas with Chromium's MediaRecorder for this seed (docs/webinars.md). */
export const SEED_VIDEO = fromProjectRoot('data-seed', 'webinars', 'budgeting-basics.webm');

function dayPlus(days: number): string {
  const d = new Date(`${todayIST()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Demo speakers and webinars (demo seed): a provider-link webinar for Acme only, a client-link one
 * for Acme, one open to all, and a recorded one with a real video. Runs once: nothing happens when
 * any speaker exists; one transaction, serialised by a lock, so two starts never seed twice.
 */
export async function seedWebinars(db: Db, storage: FileStorage): Promise<boolean> {
  if (await db.selectFrom('webinar_speakers').select('id').limit(1).executeTakeFirst()) return false;
  const companies = await db.selectFrom('companies').select(['id', 'company_name', 'user_type']).execute();
  const acme = companies.find((c) => c.company_name === 'Acme Corp');
  if (!acme) return false;
  let video: string | null = null;
  // The recorded webinar plays its own demo clip (data-seed/media), else the shared seed video.
  const clip = demoClip('Budgeting basics (recorded)')?.path ?? SEED_VIDEO;
  if (existsSync(clip)) {
    video = `${randomBytes(12).toString('hex')}.webm`;
    await storage.put(videoKey(video), readFileSync(clip), 'video/webm');
  }
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE webinar_speakers IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('webinar_speakers').select('id').limit(1).executeTakeFirst()) return false;
    const farahUser = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'speaker@finwell.example')
      .executeTakeFirst();
    const speaker = async (s: {
      name: string;
      email: string;
      designation: string;
      bio: string;
      userId: number | null;
    }) =>
      (
        await trx
          .insertInto('webinar_speakers')
          .values({ name: s.name, email: s.email, designation: s.designation, bio: s.bio, user_id: s.userId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const farah = await speaker({
      name: 'Farah Khan',
      email: 'speaker@finwell.example',
      designation: 'Certified Financial Planner',
      bio: 'Fifteen years of helping salaried families plan taxes, insurance and retirement.',
      userId: farahUser?.id ?? null,
    });
    const neha = await speaker({
      name: 'Neha Kapoor',
      email: 'neha.kapoor@finwell.example',
      designation: 'SEBI-registered investment adviser',
      bio: 'Writes and teaches on index investing and emergency funds.',
      userId: null,
    });
    const clients = companies.filter((c) => c.user_type === 3).map((c) => c.id);
    const partners = companies.filter((c) => c.user_type === 9).map((c) => c.id);
    const at = (days: number, time: string) => fromIST(dayPlus(days), time);
    const rows = [
      {
        webinar_type: 2,
        name: 'Tax planning under the new regime, 2026-27',
        presenter: 'FinWell',
        speaker_id: farah,
        description: 'Which deductions still count, how to pick a regime, and what to tell payroll before March.',
        starts_at: at(3, '18:00'),
        ends_at: at(3, '19:00'),
        join_url: 'https://meet.finwell.example/tax-regime-2026',
        keywords: ['tax', 'new regime', 'payroll'],
        client_types: [1],
        specific_clients: [acme.id],
        specific_partners: [],
      },
      {
        webinar_type: 1,
        name: 'Acme benefits walkthrough: NPS and group health cover',
        presenter: 'Acme HR',
        speaker_id: farah,
        description: 'Acme HR walks through the employer NPS contribution and the group health policy.',
        starts_at: at(1, '16:00'),
        ends_at: at(1, '17:00'),
        join_url: 'https://meet.acme.example/benefits-walkthrough',
        keywords: ['nps', 'health insurance', 'benefits'],
        client_types: [1],
        specific_clients: [acme.id],
        specific_partners: [],
      },
      {
        webinar_type: 3,
        name: 'Emergency funds: how much is enough?',
        presenter: 'FinWell',
        speaker_id: neha,
        description: 'Sizing an emergency fund for your household and where to keep it.',
        hi: JSON.stringify({
          name: 'आपातकालीन फंड: कितना काफ़ी है?',
          description: 'अपने परिवार के लिए आपातकालीन फंड का आकार तय करना और उसे कहाँ रखें।',
        }),
        starts_at: at(7, '11:00'),
        ends_at: at(7, '12:00'),
        join_url: 'https://meet.finwell.example/emergency-funds',
        keywords: ['emergency fund', 'savings'],
        client_types: [],
        specific_clients: [],
        specific_partners: [],
      },
      ...(video
        ? [
            {
              webinar_type: 4,
              name: 'Budgeting basics (recorded)',
              presenter: 'FinWell',
              speaker_id: neha,
              description: 'The 50-30-20 rule, tracking spends for a month, and automating savings on payday.',
              starts_at: at(-10, '10:00'),
              ends_at: at(-10, '10:01'),
              join_url: null,
              keywords: ['budgeting', 'savings'],
              client_types: [1, 3, 4],
              specific_clients: clients,
              specific_partners: partners,
              video,
              duration_minutes: 1,
            },
          ]
        : []),
    ];
    for (const r of rows) await trx.insertInto('webinars').values(r).execute();
    return true;
  });
}
