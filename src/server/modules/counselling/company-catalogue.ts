import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { hasModule, MODULE } from '../../../shared/package-info.js';
import { toPackageInfo } from '../auth/session.js';
import type { Locale } from '../../../i18n/locales.js';
import type { Db } from '../../db/index.js';
import type { CounsellingCompanyCounsellorQuery } from '../../../shared/generated/index.js';
import { agreementInForce } from '../companies/agreement.js';
import { slugOf } from '../auth/url-login.js';
import { findCounsellors } from './catalogue-service.js';

/**
 * client-emp/counselors (no sign-in, docs/counselling.md "A company's counsellors"): the counsellors a company's employees
 * may book, for the company's own landing and login pages, named by its login URL or slug. Only the categories its
 * package opens; a company that is unknown, inactive or out of agreement, or whose package has no counselling, answers
 * the code a sign-in at that address would (E-10665, E-10049, E-10370, E-10117) so the page says the same thing.
 */
export async function companyCounsellors(db: Db, q: CounsellingCompanyCounsellorQuery, locale: Locale) {
  const slug = slugOf(q.company);
  if (!slug) throw new AppError('E-10665');
  const c = await db
    .selectFrom('companies as c')
    .leftJoin('packages as p', 'p.id', 'c.package_id')
    .select([
      'c.id',
      'c.company_name',
      'c.status',
      'c.start_date',
      'c.end_date',
      'p.modules',
      'p.calculator_ids',
      'p.counsellor_category_ids',
      'p.quick_access_ids',
    ])
    .where(sql<boolean>`lower(c.login_slug) = ${slug}`)
    .executeTakeFirst();
  if (!c) throw new AppError('E-10665');
  if (c.status !== 1) throw new AppError('E-10049');
  if (!agreementInForce(c)) throw new AppError('E-10370');
  const pkg = toPackageInfo(c);
  if (!hasModule(pkg, MODULE.COUNSELLING)) throw new AppError('E-10117');
  const { company: _company, ...filters } = q;
  const found = await findCounsellors(db, filters, pkg.counsellor_category_ids, locale);
  return { company_name: c.company_name, category_ids: pkg.counsellor_category_ids, ...found };
}
