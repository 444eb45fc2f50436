import { arrayOf, bool, int, objectOf as object, str } from '../../plugins/api-schemas.js';
import { hindiSchema } from './hindi.js';

/** Response schemas of the engagement routes (docs/api.md: every field a handler returns is listed). */
const time = { type: 'string', format: 'date-time' };
const nullableTime = { type: ['string', 'null'], format: 'date-time' };
const idName = object({ id: int, name: str });
const paging = { total: int, current_page: int, next_page: { type: ['integer', 'null'] }, total_page: int };

export const adminNotification = object({
  _id: int,
  header: str,
  preview_message: str,
  message: str,
  start_date: time,
  end_date: nullableTime,
  type: idName,
  client_type: arrayOf(idName),
  specific_clients: arrayOf(int),
  specific_partners: arrayOf(int),
  priority: idName,
  status: bool,
  preview_img: { type: ['string', 'null'] },
  delivery: arrayOf(str),
  reminder_id: { type: ['integer', 'null'] },
  email_sent: bool,
  created_at: time,
  hi: hindiSchema,
});

export const adminNotificationPage = object({ notifications: arrayOf(adminNotification), ...paging });

export const userNotification = object({
  _id: int,
  header: str,
  preview_message: str,
  message: str,
  type: idName,
  priority: idName,
  start_date: time,
  end_date: nullableTime,
  preview_img: { type: ['string', 'null'] },
  is_read: bool,
  read_at: nullableTime,
});

export const userNotificationPage = object({
  notifications: arrayOf(userNotification),
  unread_count: int,
  ...paging,
});

export const readAnswer = object({ marked: int, unread_count: int });
export const unreadAnswer = object({ unread_count: int });
export const deleteAnswer = object({ deleted: arrayOf(int) });
export const unsubscribeAnswer = object({ kind: str, unsubscribed: bool, changed: bool });

export const reminder = object({
  _id: int,
  header: str,
  message: str,
  frequency: str,
  reminder_days: arrayOf(int),
  starts_on: { type: 'string', format: 'date' },
  type: int,
  priority: int,
  delivery: arrayOf(str),
  client_type: arrayOf(int),
  specific_clients: arrayOf(int),
  specific_partners: arrayOf(int),
  status: bool,
  created_at: time,
  hi: hindiSchema,
});
export const reminderList = object({ reminders: arrayOf(reminder) });
