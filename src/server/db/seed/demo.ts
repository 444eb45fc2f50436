import { sql } from 'kysely';
import type { Db } from '../index.js';
import { DEFAULT_PAGE } from '../../../../widgets/default-page.js';

/**
 * The fixed demo data (issue "Foundation", part 10). Later checks rely on these rows. Seeding runs
 * only into an empty database (no companies yet), in one transaction, so running it twice changes
 * nothing and a crash mid-way leaves nothing half-seeded.
 */
const ALL_MODULES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((module_id) => ({ module_id, ad_image: null, ad_url: null }));
const ALL_CALCULATORS = Array.from({ length: 26 }, (_, i) => i + 1);

export const DEMO_USERS = [
  { email: 'superadmin@finwell.example', role: 1, company: null, first: 'Sunita', last: 'Rao', status: 1 },
  { email: 'admin@finwell.example', role: 2, company: null, first: 'Arjun', last: 'Mehta', status: 1 },
  { email: 'hr@acme.example', role: 3, company: 'Acme Corp', first: 'Harini', last: 'Iyer', status: 1 },
  // The registered mobile number lets the demo employee log in by number too (the OTP still goes to the e-mail).
  {
    email: 'employee@acme.example',
    role: 4,
    company: 'Acme Corp',
    first: 'Priya',
    last: 'Sharma',
    status: 1,
    phone: '9876543210',
  },
  { email: 'inactive@acme.example', role: 4, company: 'Acme Corp', first: 'Ishaan', last: 'Verma', status: 2 },
  { email: 'employee@globex.example', role: 12, company: 'Globex', first: 'Rahul', last: 'Nair', status: 1 },
  { email: 'employee@initech.example', role: 4, company: 'Initech', first: 'Kavya', last: 'Reddy', status: 1 },
  { email: 'employee@umbrella.example', role: 4, company: 'Umbrella', first: 'Vikram', last: 'Singh', status: 1 },
  { email: 'paid@example.com', role: 6, company: null, first: 'Meera', last: 'Joshi', status: 1, ownPackage: true },
  { email: 'counsellor@finwell.example', role: 7, company: null, first: 'Anand', last: 'Kulkarni', status: 1 },
  { email: 'speaker@finwell.example', role: 8, company: null, first: 'Farah', last: 'Khan', status: 1 },
] as const;

export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    // Serialises two processes seeding the same fresh database at once.
    await sql`LOCK TABLE companies IN EXCLUSIVE MODE`.execute(trx);
    const again = await trx.selectFrom('companies').select('id').limit(1).executeTakeFirst();
    if (again) return;
    const pkg = async (
      name: string,
      modules: number[],
      calculators: number[],
      categories: number[],
      quick: number[],
      price: number | null = null,
    ) =>
      (
        await trx
          .insertInto('packages')
          .values({
            name,
            modules: JSON.stringify(ALL_MODULES.filter((m) => modules.includes(m.module_id))),
            calculator_ids: calculators,
            counsellor_category_ids: categories,
            quick_access_ids: quick,
            price_type: null,
            applicable_to: price === null ? 1 : 3,
            level: 1,
            price_paise: price,
            extra: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const full = await pkg('Acme Complete', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], ALL_CALCULATORS, [1, 2, 3], [1, 2, 3]);
    const globexPkg = await pkg(
      'Globex Essentials',
      [2, 4, 5],
      Array.from({ length: 11 }, (_, i) => i + 1),
      [],
      [],
    );
    const basic = await pkg('Client Basic', [1, 2, 3, 5], ALL_CALCULATORS, [3], [1]);
    const retail = await pkg('Retail Plus', [1, 2, 3, 4, 5], ALL_CALCULATORS, [3], [], 99_900);

    const company = async (c: {
      name: string;
      type: 3 | 9;
      domain: string;
      status: 1 | 2;
      login: number;
      sso?: number;
      pkg: number;
    }) =>
      (
        await trx
          .insertInto('companies')
          .values({
            company_name: c.name,
            user_type: c.type,
            email_domains: [c.domain],
            company_website: `https://www.${c.domain}`,
            primary_contact_name: 'HR Team',
            status: c.status,
            company_logo: null,
            type_of_login: c.login,
            sso_type: c.sso ?? null,
            start_date: '2025-04-01',
            end_date: '2030-03-31',
            session_time_out_duration: 30,
            terms_and_conditions: null,
            disclaimer: null,
            coupon_code: null,
            login_slug: c.name.toLowerCase().split(' ')[0],
            package_id: c.pkg,
            extra: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const ids: Record<string, number> = {
      'Acme Corp': await company({
        name: 'Acme Corp',
        type: 3,
        domain: 'acme.example',
        status: 1,
        login: 1,
        pkg: full,
      }),
      Globex: await company({ name: 'Globex', type: 9, domain: 'globex.example', status: 1, login: 1, pkg: globexPkg }),
      Initech: await company({ name: 'Initech', type: 3, domain: 'initech.example', status: 2, login: 1, pkg: basic }),
      Umbrella: await company({
        name: 'Umbrella',
        type: 3,
        domain: 'umbrella.example',
        status: 1,
        login: 3,
        sso: 1,
        pkg: basic,
      }),
    };

    let n = 1;
    for (const u of DEMO_USERS) {
      await trx
        .insertInto('users')
        .values({
          unique_user_no: `FW${String(n++).padStart(6, '0')}`,
          email: u.email,
          user_type: u.role,
          company_id: u.company ? ids[u.company] : null,
          package_id: 'ownPackage' in u ? retail : null,
          first_name: u.first,
          last_name: u.last,
          phone_number: 'phone' in u ? u.phone : null,
          gender: null,
          age_range: null,
          address: null,
          pin_code: null,
          city_name: null,
          state: null,
          country: 'India',
          billing_address: null,
          consent_at: null,
          coupon_code: null,
          status: u.status,
          last_login_at: null,
          extra: '{}',
        })
        .execute();
    }
    // The default landing page, published as revision 1 so the designer starts from it.
    await trx
      .insertInto('landing_page_revisions')
      .values({
        company_key: 0,
        revision: 1,
        doc: JSON.stringify(DEFAULT_PAGE),
        note: 'Default page shipped with the product',
        created_by: null,
      })
      .execute();
    await trx
      .insertInto('landing_page_heads')
      .values({
        company_key: 0,
        latest_revision: 1,
        published_revision: 1,
        published_at: new Date(),
        published_by: null,
      })
      .execute();
    await trx
      .insertInto('app_settings')
      .values({ key: 'default_counselling_charge_paise', value: JSON.stringify(150_000) })
      .execute();
  });
  return true;
}
