/**
 * Migration 2303-content-hindi-counsellors-packages on a database seeded before it (docs/i18n.md "Admin content in
 * Hindi"): the demo counsellors and the demo retail packages get their Hindi field by field where the row still has
 * the shipped English; a field an admin changed keeps no Hindi, other rows stay without Hindi. Runs on PGlite and on
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { RETAIL_PLUS, RETAIL_STARTER } from '../../src/server/modules/commerce/demo-packages.js';
import { DEMO_COUNSELLORS } from '../../src/server/modules/counselling/seed-counsellors.js';
import { databaseBefore } from '../support/app.js';

let handle: DbHandle;

const [anand, lakshmi] = DEMO_COUNSELLORS;
const rohit = DEMO_COUNSELLORS.find((c) => c.cost_disclaimer !== null)!;

beforeAll(async () => {
  handle = await databaseBefore('2302-content-hindi-resources');

  // The demo data as the seeds wrote it before 2303, then an admin's edits.
  const db = handle.db;
  const counsellor = (email: string, brief_profile: string, cost_disclaimer: string | null) => ({
    first_name: 'Demo',
    last_name: 'Counsellor',
    email,
    experience: 5,
    specialization_ids: [1],
    category: 3,
    location: 'Pune',
    brief_profile,
    cost_disclaimer,
    available_days: [2],
    available_times: '[]',
    sequence_number: 0,
    status: 1,
    languages: ['English'],
    featured: false,
    price_paise: null,
    image: null,
    keyword: null,
    phone_number: null,
    user_id: null,
  });
  await db
    .insertInto('counsellors')
    .values([
      counsellor(anand.email, anand.brief_profile, anand.cost_disclaimer),
      counsellor(lakshmi.email, 'Edited by an admin.', lakshmi.cost_disclaimer),
      counsellor(rohit.email, rohit.brief_profile, 'Filing is now free.'),
      counsellor('own@finwell.example', anand.brief_profile, null),
    ])
    .execute();
  const pkg = async (name: string, description: string) => {
    const { id } = await db
      .insertInto('packages')
      .values({
        name,
        modules: '[]',
        calculator_ids: [],
        counsellor_category_ids: [],
        quick_access_ids: [],
        price_type: 1,
        applicable_to: 3,
        level: 1,
        price_paise: 100,
        extra: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('package_terms')
      .values({ package_id: id, description, tiers: '[]', company_ids: [] })
      .execute();
  };
  await pkg(RETAIL_PLUS.name, RETAIL_PLUS.description);
  await pkg(RETAIL_STARTER.name, 'Edited by an admin.');
  await pkg('An admin’s own package', RETAIL_PLUS.description);
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => handle?.close());

describe('2303 fills the shipped Hindi into a database seeded before', () => {
  it('counsellors: the unchanged profile and cost note, not an edited one, not an admin’s own counsellor', async () => {
    const rows = await handle.db.selectFrom('counsellors').select('hi').orderBy('id').execute();
    expect(rows.map((r) => r.hi)).toEqual([anand.hi, {}, { brief_profile: rohit.hi.brief_profile }, {}]);
  });

  it('packages: the unchanged name and description, not an edited description, not an admin’s own package', async () => {
    const rows = await handle.db.selectFrom('packages').select('hi').orderBy('id').execute();
    expect(rows.map((r) => r.hi)).toEqual([RETAIL_PLUS.hi, { name: RETAIL_STARTER.hi.name }, {}]);
  });
});
