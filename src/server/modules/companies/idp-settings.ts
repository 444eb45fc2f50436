import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { IdpSettings } from '../../../shared/generated/api/auth/idp-settings.js';
import type { Db } from '../../db/index.js';
import { encryptSecret } from '../../crypto/secrets.js';
import { assertIssuerAllowed, clearSsoConfigCache, redirectUriOf } from '../auth/sso.js';

/**
 * A company's identity provider settings (docs/sso.md). The client secret is encrypted under the
 * secrets key with the company id as associated data and is never part of any answer: reads say
 * only whether one is stored.
 */
export async function getIdpSettings(db: Db, companyId: number, publicUrl: string) {
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new AppError('E-10533');
  const row = await db
    .selectFrom('company_idp_settings')
    .select([
      'provider',
      'issuer',
      'client_id',
      'allowed_domains',
      'google_hd',
      'entra_tenant_ids',
      'jit_create',
      'updated_at',
      sql<boolean>`client_secret_enc IS NOT NULL`.as('client_secret_set'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { settings: row ?? null, redirect_uri: redirectUriOf(publicUrl) };
}

export async function saveIdpSettings(
  db: Db,
  opts: { companyId: number; input: IdpSettings; secretsKey: Buffer; publicUrl: string; production?: boolean },
) {
  const { companyId, input } = opts;
  // Production: https only, even on loopback (docs/sso.md); elsewhere http on loopback too (test providers).
  assertIssuerAllowed(input.issuer.trim(), opts.production ?? false);
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new AppError('E-10533');
  const before = await db
    .selectFrom('company_idp_settings')
    .select('client_secret_enc')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const secretEnc = input.client_secret
    ? encryptSecret(opts.secretsKey, input.client_secret, `company:${companyId}`)
    : (before?.client_secret_enc ?? null);
  if (!secretEnc) throw new AppError('E-10666');
  const values = {
    provider: input.provider,
    issuer: input.issuer.trim().replace(/\/$/, ''),
    client_id: input.client_id.trim(),
    client_secret_enc: secretEnc,
    allowed_domains: (input.allowed_domains ?? []).map((d) => d.replace(/^@/, '').toLowerCase()),
    google_hd: input.google_hd?.trim().toLowerCase() || null,
    entra_tenant_ids: input.entra_tenant_ids ?? [],
    jit_create: input.jit_create ?? false,
  };
  await db
    .insertInto('company_idp_settings')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
  clearSsoConfigCache();
  return getIdpSettings(db, companyId, opts.publicUrl);
}
