import { sql } from 'kysely';
import { AppError, type FieldError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../../i18n/locales.js';

/** Client type ids of the audience (docs/product-rules.md "Client types": 1 Clients, 4 Partners, 3 Paid Users). */
export const CLIENT_TYPE_NAME: Record<number, string> = { 1: 'Clients', 4: 'Partners', 3: 'Paid Users' };
export const TYPE_NAME: Record<number, string> = { 1: 'alert', 2: 'warning' };
export const PRIORITY_NAME: Record<number, string> = { 1: 'High', 2: 'Low' };

export type AudienceInput = {
  client_type: number[];
  specific_clients?: number[];
  specific_partners?: number[];
};

export type Audience = { companyIds: number[]; toRetail: boolean };

/**
 * The companies (and retail flag) a notification or reminder reaches. The chosen clients must be
 * client companies (user type 3, E-10143) and the partners partner companies (9, E-10358); an
 * audience of no one is refused (E-10141), so nothing is ever stored for nobody.
 */
export async function resolveAudience(db: Db, input: AudienceInput): Promise<Audience> {
  const wantClients = input.client_type.includes(1) ? (input.specific_clients ?? []) : [];
  const wantPartners = input.client_type.includes(4) ? (input.specific_partners ?? []) : [];
  const ids = [...new Set([...wantClients, ...wantPartners])];
  const found = ids.length
    ? await db.selectFrom('companies').select(['id', 'user_type']).where('id', 'in', ids).execute()
    : [];
  const kind = new Map(found.map((c) => [c.id, c.user_type]));
  const errors: FieldError[] = [];
  if (wantClients.some((id) => kind.get(id) !== 3))
    errors.push({ field: 'specific_clients', code: 'E-10143', message: messageFor('E-10143') });
  if (wantPartners.some((id) => kind.get(id) !== 9))
    errors.push({ field: 'specific_partners', code: 'E-10358', message: messageFor('E-10358') });
  if (errors.length) throw new AppError(errors[0].code, { fields: errors });
  const toRetail = input.client_type.includes(3);
  if (ids.length === 0 && !toRetail) {
    throw new AppError('E-10141', {
      fields: [{ field: 'client_type', code: 'E-10141', message: messageFor('E-10141') }],
    });
  }
  return { companyIds: ids, toRetail };
}

/** Who the caller is for the audience test: a company's employee or a retail (paid) user. */
/** Who reads; `locale` is the language admin-authored text is read in (English when not given). */
export type Reader = { userId: number; companyId: number | null; role: number; locale?: Locale };

/** Retail readers: paid users without a company (roles 6 and 11). */
export function isRetail(r: Reader): boolean {
  return r.companyId === null && (r.role === 6 || r.role === 11);
}

/** Visible now, in app, not deleted (the shared part of every reader query). */
export const VISIBLE = sql<boolean>`n.deleted_at IS NULL AND n.status AND n.start_date <= now()
  AND (n.end_date IS NULL OR n.end_date > now()) AND 'in_app' = ANY(n.delivery)`;
