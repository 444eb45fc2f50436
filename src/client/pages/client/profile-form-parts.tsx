import type { ReactNode } from 'react';
import type { ProfileFormValues } from './profile-form-model';

/** The profile form's layout section and its small helpers (ProfileForm.tsx). */

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-6 border-t border-slate-100 px-5 py-7 first:border-t-0 md:grid-cols-[15rem_1fr] md:px-8">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Editing a field clears its error; the others stay until the next save. */
export function withoutKey(errors: Record<string, string>, key: string): Record<string, string> {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}

/** The form values that are plain text inputs. */
export type TextKey = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never;
}[keyof ProfileFormValues];
