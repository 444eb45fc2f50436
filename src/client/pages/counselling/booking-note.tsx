import { useEffect, useId } from 'react';
import { useT } from '../../../i18n/browser';
import { InlineAlert } from '../../components/StateViews';

/**
 * The booking note (docs/assistant.md "Booking a counsellor"): the assistant links to the counselling
 * page with `?note=<question>`; the note is kept for this tab while the person picks a counsellor
 * and a slot, shown (editable) on the booking form, and sent with the booking as `note`.
 */
const KEY = 'finwell.booking-note';
export const MAX_NOTE = 1000;

export function readNote(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveNote(note: string): void {
  try {
    if (note) sessionStorage.setItem(KEY, note.slice(0, MAX_NOTE));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the note stays in the form only */
  }
}

/** On the counselling pages: a `?note=` in the address becomes the pending booking note. */
export function useNoteFromAddress(params: URLSearchParams): string {
  const note = params.get('note');
  useEffect(() => {
    if (note) saveNote(note);
  }, [note]);
  return note ?? readNote();
}

export function PendingNoteNotice({ note }: { note: string }) {
  const t = useT();
  if (!note) return null;
  return (
    <InlineAlert tone="success">
      {t('counselling.note.pending', { note: note.length > 160 ? `${note.slice(0, 157)}…` : note })}
    </InlineAlert>
  );
}

/** The note field of the booking form. */
export function NoteField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('counselling.note.label')}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={MAX_NOTE}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        data-testid="booking-note"
      />
    </div>
  );
}
