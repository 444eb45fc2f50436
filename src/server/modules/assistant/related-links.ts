import type { AssistantAnswer } from '../../../shared/generated/api/assistant/assistant-answer.js';
import { calculatorCatalogue } from '../../../calculators/index.js';
import { hasModule, MODULE } from '../../../shared/package-info.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import { canUseCalculator } from '../calculators/access.js';
import { audienceOf, visibleTo } from '../webinars/queries.js';
import type { Viewer } from './learning.js';
import { coverage, keyTokens } from './scoring.js';

/** What an assistant answer links to besides its sources: counsellors, webinars and calculators the caller may use. */

type Counsellor = AssistantAnswer['counsellors'][number];
type Webinar = AssistantAnswer['webinars'][number];
type CalculatorLink = AssistantAnswer['calculators'][number];

/** Counsellors of the financial category (3) the caller may book: visitors through public counselling. */
export async function counsellorsFor(db: Db, auth: Viewer, limit = 3): Promise<Counsellor[]> {
  if (auth && !isAdminRole(auth.user.role)) {
    if (!hasModule(auth.packageInfo, MODULE.COUNSELLING)) return [];
    if (!auth.packageInfo.counsellor_category_ids.includes(3)) return [];
  }
  const rows = await db
    .selectFrom('counsellors')
    .select(['id', 'first_name', 'last_name', 'category'])
    .where('status', '=', 1)
    .where('category', '=', 3)
    .orderBy('sequence_number')
    .orderBy('id')
    .limit(limit)
    .execute();
  const base = auth ? '/client/counselling/counsellor-details' : '/public-counselling/counsellor-details';
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`, url: `${base}?id=${r.id}` }));
}

/** Up to three webinars the caller may see whose name and keywords cover the question. */
export async function webinarsFor(db: Db, auth: Viewer, query: string[]): Promise<Webinar[]> {
  if (!auth || !query.length) return [];
  if (!isAdminRole(auth.user.role) && !hasModule(auth.packageInfo, MODULE.WEBINARS)) return [];
  const audience = await audienceOf(db, auth.user.company_id);
  const rows = await db
    .selectFrom('webinars')
    .select(['webinars.id', 'webinars.name', 'webinars.description', 'webinars.keywords', 'webinars.starts_at'])
    .where(visibleTo(audience))
    .orderBy('webinars.starts_at', 'desc')
    .limit(200)
    .execute();
  return rows
    .map((w) => ({ w, s: coverage(query, `${w.name} ${w.keywords.join(' ')} ${w.name}`) }))
    .filter((x) => x.s >= 0.5)
    .sort((a, b) => b.s - a.s)
    .slice(0, 3)
    .map(({ w }) => ({
      id: w.id,
      name: w.name,
      starts_at: w.starts_at.toISOString(),
      url: `/client/webinars?webinarId=${w.id}`,
    }));
}

/** Calculators the question names (by title words) that the caller may open. */
export function calculatorsFor(auth: Viewer, query: string[], also: number[]): CalculatorLink[] {
  const ids = new Set(also);
  for (const c of calculatorCatalogue) {
    if (c.kind === 'download') continue;
    const title = keyTokens(c.title);
    if (title.length && coverage(title, query.join(' ')) >= 0.99) ids.add(c.id);
  }
  return calculatorCatalogue
    .filter((c) => ids.has(c.id) && (!auth || canUseCalculator(auth, c.id)))
    .slice(0, 3)
    .map((c) => ({ id: c.id, title: c.title, url: c.route }));
}
