import type { PageDocument } from '../../../../shared/landing/page-document';

/** Unsaved designer work, kept per company in sessionStorage so a reload or a conflict never loses it. */
export type StoredWork = { doc: PageDocument; baseRevision: number; savedAt: string };

const keyOf = (companyKey: number) => `finwell:designer:${companyKey}`;

export function readWork(companyKey: number): StoredWork | null {
  try {
    const raw = sessionStorage.getItem(keyOf(companyKey));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredWork>;
    if (!parsed.doc || !Array.isArray(parsed.doc.widgets) || typeof parsed.baseRevision !== 'number') return null;
    return parsed as StoredWork;
  } catch {
    return null;
  }
}

export function writeWork(companyKey: number, work: Omit<StoredWork, 'savedAt'>): void {
  try {
    sessionStorage.setItem(keyOf(companyKey), JSON.stringify({ ...work, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or blocked: the work is still in memory.
  }
}

export function clearWork(companyKey: number): void {
  try {
    sessionStorage.removeItem(keyOf(companyKey));
  } catch {
    // ignore
  }
}
