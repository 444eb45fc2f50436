import { uniqueUserNo } from '../../db/user-no.js';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { PROVIDER_GOOGLE, PROVIDER_MICROSOFT, type Settings, type SsoCompany } from './sso-company.js';

/** The ID token's claims against the company's rules, and the FinWell user they name (docs/sso.md). */

export type IdClaims = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Who the ID token names, as FinWell keys it: Entra by tenant + object id, others by issuer + sub. */
function identityOf(provider: number, claims: IdClaims): { issuer: string; subject: string } {
  const iss = String(claims.iss);
  if (provider === PROVIDER_MICROSOFT) {
    const tid = str(claims.tid);
    const oid = str(claims.oid);
    if (!tid || !oid) throw new AppError('E-10663');
    return { issuer: `entra:${tid}`, subject: oid };
  }
  return { issuer: iss, subject: String(claims.sub) };
}

/** The e-mail of the token and whether FinWell may trust its domain. */
function emailOf(provider: number, claims: IdClaims): string | undefined {
  const email = str(claims.email) ?? (provider === PROVIDER_MICROSOFT ? str(claims.preferred_username) : undefined);
  return email?.toLowerCase();
}

/** The company's rules for this ID token (docs/sso.md "What FinWell checks"). */
function checkClaims(settings: Settings, companyDomains: string[], claims: IdClaims): string {
  const email = emailOf(settings.provider, claims);
  if (!email || !email.includes('@')) throw new AppError('E-10663');
  if (settings.provider === PROVIDER_GOOGLE) {
    if (claims.email_verified !== true) throw new AppError('E-10663');
    if (settings.google_hd && claims.hd !== settings.google_hd) throw new AppError('E-10663');
  }
  if (settings.provider === PROVIDER_MICROSOFT) {
    const tid = str(claims.tid);
    if (!tid || (settings.entra_tenant_ids.length > 0 && !settings.entra_tenant_ids.includes(tid)))
      throw new AppError('E-10663');
  }
  const allowed = settings.allowed_domains.length > 0 ? settings.allowed_domains : companyDomains;
  const domain = email.split('@')[1];
  if (!allowed.map((d) => d.toLowerCase()).includes(domain)) throw new AppError('E-10663');
  return email;
}

export async function findOrCreateUser(
  db: Db,
  company: SsoCompany,
  settings: Settings,
  claims: IdClaims,
): Promise<number> {
  const identity = identityOf(settings.provider, claims);
  const linked = await db
    .selectFrom('user_identities as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['u.id', 'u.company_id', 'u.status'])
    .where('i.issuer', '=', identity.issuer)
    .where('i.subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) {
    // Still the company's tenant and domain rules: a user moved out of the tenant is refused.
    checkClaims(settings, company.email_domains, claims);
    if (linked.company_id !== company.id) throw new AppError('E-10663');
    if (linked.status !== 1) throw new AppError('E-10005');
    return linked.id;
  }
  const email = checkClaims(settings, company.email_domains, claims);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'company_id', 'status'])
      .where(sql<boolean>`lower(email) = ${email}`)
      .executeTakeFirst();
    let userId: number;
    if (existing) {
      if (existing.company_id !== company.id) throw new AppError('E-10663');
      if (existing.status !== 1) throw new AppError('E-10005');
      userId = existing.id;
    } else {
      if (!settings.jit_create) throw new AppError('E-10664');
      const created = await trx
        .insertInto('users')
        .values({
          unique_user_no: uniqueUserNo('FWS'),
          email,
          user_type: company.user_type === 9 ? 12 : 4,
          company_id: company.id,
          first_name: str(claims.given_name) ?? null,
          last_name: str(claims.family_name) ?? null,
          status: 1,
          extra: JSON.stringify({ created_by: 'sso' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = created.id;
    }
    await trx
      .insertInto('user_identities')
      .values({ user_id: userId, issuer: identity.issuer, subject: identity.subject })
      .execute();
    return userId;
  });
}
