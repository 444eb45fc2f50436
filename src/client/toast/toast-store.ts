import { describeError, isAbortError, toApiError } from '../api/api-error';

/**
 * Toasts (docs/product-rules.md "Delays and limits"): added, updated, dismissed, and removed 3 s after dismissal; one
 * shown at a time; default and destructive styles. A module-level store so any code (the API
 * hooks, the session store) can raise one without a React context.
 */
export type ToastVariant = 'default' | 'destructive';
export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  /** The catalogue code, shown in the toast so users can quote it to support. */
  code?: string;
  variant: ToastVariant;
  open: boolean;
};
export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant; durationMs?: number };

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 3000;
const DEFAULT_DURATION_MS = 6000;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const l of listeners) l();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it leaves the list 3 s later. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function updateToast(id: string, patch: Partial<Omit<ToastItem, 'id'>>): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

export function showToast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = `t${++counter}`;
  const { durationMs = DEFAULT_DURATION_MS, variant = 'default', ...rest } = input;
  emit([{ ...rest, id, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  if (durationMs > 0)
    closeTimers.set(
      id,
      setTimeout(() => {
        closeTimers.delete(id);
        dismissToast(id);
      }, durationMs),
    );
  return { id, dismiss: () => dismissToast(id) };
}

/** A destructive toast for any failure, titled with its sentence; the Toaster adds the "code E-xxxxx" detail line. */
export function showErrorToast(error: unknown, title?: string): void {
  if (isAbortError(error)) return;
  const e = toApiError(error);
  showToast({
    variant: 'destructive',
    title: title ?? describeError(e),
    description: title ? describeError(e) : undefined,
    code: e.code,
    durationMs: 8000,
  });
}
