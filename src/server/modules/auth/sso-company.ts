import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/** The company and identity-provider settings an SSO login reads (sso.ts, sso-claims.ts). */

export const PROVIDER_GOOGLE = 1;
export const PROVIDER_MICROSOFT = 2;

export type SsoCompany = {
  id: number;
  status: number;
  type_of_login: number;
  start_date: string | null;
  end_date: string | null;
  email_domains: string[];
  user_type: number;
  session_time_out_duration: number;
};

export async function loadCompany(db: Db, where: { id?: number; slug?: string; domain?: string }) {
  let q = db
    .selectFrom('companies')
    .select([
      'id',
      'status',
      'type_of_login',
      'sso_type',
      'start_date',
      'end_date',
      'email_domains',
      'user_type',
      'session_time_out_duration',
      'login_slug',
    ]);
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  else if (where.slug !== undefined) q = q.where(sql<boolean>`lower(login_slug) = ${where.slug.toLowerCase()}`);
  else if (where.domain !== undefined) q = q.where(sql<boolean>`${where.domain.toLowerCase()} = ANY(email_domains)`);
  else return undefined;
  return q.executeTakeFirst();
}

export async function loadSettings(db: Db, companyId: number) {
  return db.selectFrom('company_idp_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}
export type Settings = NonNullable<Awaited<ReturnType<typeof loadSettings>>>;
