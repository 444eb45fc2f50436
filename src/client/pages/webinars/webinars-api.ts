import type { Webinar } from '../../../shared/generated/entities/webinar';
import type { WebinarAdmin } from '../../../shared/generated/entities/webinar-admin';
import type { WebinarRegistration } from '../../../shared/generated/entities/webinar-registration';
import type { WebinarWatchHeartbeat } from '../../../shared/generated/api/webinars/watch-heartbeat';
import { apiPatch, apiPost } from '../../api/api-client';
import { t, type MessageKey } from '../../../i18n/browser';
import { formatISTDayAndTime, formatTimeIST } from '../../../shared/format';

export type { Webinar };
export type WebinarList = { upcoming: Webinar[]; recorded: Webinar[]; selected: Webinar | null };
export type SpeakerView = {
  speaker: { _id: number; name: string } | null;
  webinars: Array<{ webinar: WebinarAdmin; registrations: WebinarRegistration[] }>;
};

/** The webinar types' labels (message keys, translated where they render). */
export const WEBINAR_TYPE_KEY: Record<number, MessageKey> = {
  1: 'webinars.type.clientLink',
  2: 'webinars.type.live',
  3: 'webinars.type.openToAll',
  4: 'webinars.type.recorded',
};

/** A webinar type's label in the current locale ('' for an unknown type). */
export function webinarTypeLabel(type: number): string {
  const key = WEBINAR_TYPE_KEY[type];
  return key ? t(key) : '';
}

/** The same labels by type, translated when read (the admin list reads `WEBINAR_TYPE_LABEL[type]` at render). */
export const WEBINAR_TYPE_LABEL: Readonly<Record<number, string>> = new Proxy(
  {},
  { get: (_, type) => (typeof type === 'string' ? webinarTypeLabel(Number(type)) || undefined : undefined) },
);

export const registerWebinar = (id: number) =>
  apiPost<{ is_registered: boolean }>('/webinar/register', { webinar_id: id });
export const unregisterWebinar = (id: number) =>
  apiPatch<{ is_registered: boolean }>('/webinar/un-register', { webinar_id: id });
export const joinWebinar = (id: number) => apiPost<{ join_url: string }>('/webinar/join', { webinar_id: id });
export const startWatch = (id: number) =>
  apiPost<{ session_id: number; heartbeat_seconds: number; watched_seconds: number }>('/webinar/watch/start', {
    webinar_id: id,
  });
export const sendHeartbeat = (beat: WebinarWatchHeartbeat) =>
  apiPost<{ accepted: boolean; session_seconds: number; watched_seconds: number }>('/webinar/watch/heartbeat', beat);

/** "Tue, 1 Dec · 6:30 pm IST" from the IST date and HH:mm the API gives, in the reader's locale. */
export const istWhen = formatISTDayAndTime;

/** "6:15 pm" (IST) of an instant. */
export function istTime(iso: string): string {
  return formatTimeIST(iso);
}
