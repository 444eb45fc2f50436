import type { WebinarAdmin, WebinarInput } from './webinars-admin-api';

/** The webinar form's state (WebinarFormPage): the fields as typed, from a stored record and to the API input. */

export type Mode = 'add' | 'edit' | 'view';

export type FormState = {
  webinar_type: number;
  name: string;
  presenter: string;
  speaker_id: number;
  description: string;
  date: string;
  start_time: string;
  end_time: string;
  join_url: string;
  keywords: string;
  duration: string;
  client_type: number[];
  specific_clients: number[];
  specific_partners: number[];
};

export const EMPTY: FormState = {
  webinar_type: 2,
  name: '',
  presenter: 'FinWell',
  speaker_id: 0,
  description: '',
  date: '',
  start_time: '',
  end_time: '',
  join_url: '',
  keywords: '',
  duration: '',
  client_type: [],
  specific_clients: [],
  specific_partners: [],
};

export function fromRecord(w: WebinarAdmin): FormState {
  return {
    webinar_type: w.webinar_type,
    name: w.name,
    presenter: w.presenter,
    speaker_id: w.speaker_id,
    description: w.description ?? '',
    date: w.date,
    start_time: w.start_time,
    end_time: w.webinar_type === 4 ? '' : w.end_time,
    join_url: w.join_url ?? '',
    keywords: w.keyword.join(', '),
    duration: w.duration ? String(w.duration) : '',
    client_type: w.client_type,
    specific_clients: w.specific_clients,
    specific_partners: w.specific_partners,
  };
}

/** The record sent to the API: only the fields the chosen type uses; the server checks the rest (docs/webinars.md). */
export function toInput(f: FormState): WebinarInput {
  const recorded = f.webinar_type === 4;
  const open = f.webinar_type === 3;
  const keyword = f.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const input: Record<string, unknown> = {
    webinar_type: f.webinar_type || undefined,
    name: f.name,
    presenter: f.presenter,
    speaker_id: f.speaker_id || undefined,
    date: f.date || undefined,
    start_time: f.start_time || undefined,
    keyword,
  };
  if (f.description.trim()) input.description = f.description;
  if (recorded) input.duration = f.duration ? Number(f.duration) : undefined;
  else {
    if (f.end_time) input.end_time = f.end_time;
    if (f.join_url) input.join_url = f.join_url;
  }
  if (!open) {
    input.client_type = f.client_type;
    if (f.client_type.includes(1)) input.specific_clients = f.specific_clients;
    if (f.client_type.includes(4)) input.specific_partners = f.specific_partners;
  }
  return JSON.parse(JSON.stringify(input)) as WebinarInput;
}
