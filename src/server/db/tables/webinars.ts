import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../column-types.js';
import type { HiColumn } from './learning.js';
/** Tables of webinars (migration 0720-webinars, docs/webinars.md): part of the one `Database` (docs/database.md). */
// ---- webinars (migration 0720-webinars, docs/webinars.md) ----------------------------------------
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type WebinarSpeakersTable = {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  designation: string | null;
  bio: string | null;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WebinarsTable = {
  hi: HiColumn;
  id: Generated<number>;
  /** 1 client link, 2 provider link for client, 3 open to all, 4 recorded (enums webinarType) */
  webinar_type: number;
  name: string;
  presenter: string;
  speaker_id: number;
  description: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  join_url: string | null;
  keywords: ColumnType<string[], string[], string[]>;
  banner: string | null;
  video: string | null;
  duration_minutes: number | null;
  /** enums clientType: 1 clients, 3 paid users, 4 partners */
  client_types: ColumnType<number[], number[], number[]>;
  specific_clients: ColumnType<number[], number[], number[]>;
  specific_partners: ColumnType<number[], number[], number[]>;
  /** 1 active, 3 deleted */
  status: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WebinarRegistrationsTable = {
  id: Generated<number>;
  webinar_id: number;
  user_id: number;
  /** 1 registered, 2 un-registered */
  status: Generated<number>;
  ics_uid: string;
  ics_sequence: Generated<number>;
  registered_at: Timestamp;
  unregistered_at: NullableTimestamp;
  reminder_sent_at: NullableTimestamp;
  joined_at: NullableTimestamp;
};

export type WebinarWatchSessionsTable = {
  id: Generated<number>;
  webinar_id: number;
  user_id: number;
  started_at: Timestamp;
  last_beat_at: Timestamp;
  last_seq: Generated<number>;
  seconds: Generated<number>;
  closed: Generated<boolean>;
};

export type WebinarTables = {
  webinar_speakers: WebinarSpeakersTable;
  webinars: WebinarsTable;
  webinar_registrations: WebinarRegistrationsTable;
  webinar_watch_sessions: WebinarWatchSessionsTable;
};
