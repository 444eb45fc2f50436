import type { FieldError } from '../../../../shared/app-error';
import type { PageDocument } from '../../../../shared/landing/page-document';
import type { ApiError } from '../../../api/api-error';
import { getRevision } from './designer-api';

/** The designer's refusals (use-designer.ts): conflicts with another admin's work, and field errors of a save. */

/** A refused save or publish because someone else was quicker; the admin's work stays on the canvas. */
export type Conflict =
  | { code: 'E-10520'; message: string; latestRevision: number | null; theirs: PageDocument | null }
  | { code: 'E-10521'; message: string };

export type DesignerNotice = { tone: 'info' | 'success'; text: string } | null;

/** The conflict a refusal names: for E-10520 the other admin's newest revision, fetched to compare. */
export async function conflictOf(err: ApiError, companyKey: number): Promise<Conflict> {
  if (err.code !== 'E-10520') return { code: 'E-10521', message: err.message };
  const latest = Number((err.data as { latest_revision?: unknown } | null)?.latest_revision ?? NaN);
  const latestRevision = Number.isFinite(latest) ? latest : null;
  const theirs = latestRevision
    ? await getRevision(companyKey, latestRevision)
        .then((r) => r.doc)
        .catch(() => null)
    : null;
  return { code: 'E-10520', message: err.message, latestRevision, theirs };
}

/** A refusal's field errors, or the whole body's when it names no field. */
export function serverErrorsOf(err: ApiError): FieldError[] {
  return err.fields.length ? err.fields : [{ field: '(body)', code: err.code, message: err.message }];
}
