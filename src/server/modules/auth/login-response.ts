import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { isPlannerRegistered } from '../journey/planner-service.js';
import { getUserProfile } from '../profile/service.js';
import { toPackageInfo } from './session.js';

/** The login response fields of the spec (docs/product-rules.md "User"). */
export async function buildLoginResponse(db: Db, userId: number, token: string) {
  const profile = await getUserProfile(db, userId);
  // Company and package in one query (the user's own package wins over the company's).
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(u.package_id, c.package_id)`))
    .select([
      'c.id as company_id',
      'c.company_name',
      'c.user_type',
      'c.company_logo',
      'c.type_of_login',
      'c.sso_type',
      'c.session_time_out_duration',
      'c.disclaimer',
      'p.modules',
      'p.calculator_ids',
      'p.counsellor_category_ids',
      'p.quick_access_ids',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const company =
    row.company_id === null
      ? null
      : {
          id: row.company_id,
          company_name: row.company_name,
          user_type: row.user_type,
          company_logo: row.company_logo,
          type_of_login: row.type_of_login,
          sso_type: row.sso_type,
          session_time_out_duration: row.session_time_out_duration,
          disclaimer: row.disclaimer,
        };
  return {
    _id: String(profile.id),
    user_type: profile.user_type,
    is_new_user: profile.is_new_user,
    company: company ? { _id: String(company.id), ...company } : null,
    auth_token: token,
    token,
    login_type: company?.type_of_login ?? 1,
    sso_type: company?.sso_type ?? null,
    is_financial_planner_register: await isPlannerRegistered(db, userId),
    package_info: toPackageInfo(row),
    unique_user_no: profile.unique_user_no,
    user_preference: { age_range: profile.age_range, preferences: profile.preferences },
    profile,
  };
}
