import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

type Executor = Db;

export async function findHead(db: Executor, companyKey: number) {
  return db.selectFrom('landing_page_heads').selectAll().where('company_key', '=', companyKey).executeTakeFirst();
}

export async function findRevision(db: Executor, companyKey: number, revision: number) {
  return db
    .selectFrom('landing_page_revisions')
    .selectAll()
    .where('company_key', '=', companyKey)
    .where('revision', '=', revision)
    .executeTakeFirst();
}

export async function listRevisions(db: Executor, companyKey: number, limit = 50) {
  return db
    .selectFrom('landing_page_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.revision', 'r.note', 'r.created_at', 'u.email as created_by_email'])
    .where('r.company_key', '=', companyKey)
    .orderBy('r.revision', 'desc')
    .limit(limit)
    .execute();
}

/** The published document for a company, else the default page's (one query). */
export async function findPublishedForCompany(db: Executor, companyKey: number) {
  return db
    .selectFrom('landing_page_heads as h')
    .innerJoin('landing_page_revisions as r', (j) =>
      j.onRef('r.company_key', '=', 'h.company_key').onRef('r.revision', '=', 'h.published_revision'),
    )
    .select(['h.company_key', 'r.revision', 'r.doc'])
    .where('h.company_key', 'in', [companyKey, 0])
    .orderBy(sql`h.company_key = 0`)
    .limit(1)
    .executeTakeFirst();
}
