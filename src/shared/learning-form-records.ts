/**
 * A stored course, chapter or assessment as its admin form definition's record (docs/learning.md "Admin forms"):
 * the admin pages fill the form with it, and the server tries a new overlay against the stored records with the same
 * shape (forms/:key/check). Empty optional fields are left out, as the form would submit them.
 */
type Record_ = Record<string, unknown>;
const optional = (key: string, value: unknown): Record_ => (value ? { [key]: value } : {});
/** The record's Hindi values (`hi`), only when it has some (docs/i18n.md "Admin content in Hindi"). */
type Hi = Record<string, string | undefined> | undefined;
const hindi = (hi: Hi): Record_ => (hi && Object.keys(hi).length ? { hi } : {});

export function courseFormRecord(c: {
  title: string;
  description: string | null;
  difficulty: number;
  duration: number;
  start_date: unknown;
  end_date: unknown;
  status: number;
  thumbnail_file_id: number | null;
  hi?: Hi;
}): Record_ {
  return {
    title: c.title,
    ...optional('description', c.description),
    difficulty: c.difficulty,
    duration: c.duration,
    ...optional('start_date', c.start_date),
    ...optional('end_date', c.end_date),
    status: c.status,
    ...optional('thumbnail_file_id', c.thumbnail_file_id),
    ...hindi(c.hi),
  };
}

export function chapterFormRecord(c: {
  title: string;
  content_type: string;
  file_id: number | null;
  url: string | null;
  body: string | null;
  duration: number;
  is_mandatory: boolean;
  review_required?: boolean;
  hi?: Hi;
}): Record_ {
  return {
    title: c.title,
    content_type: c.content_type,
    ...optional('file_id', c.file_id),
    ...optional('url', c.url),
    ...optional('body', c.body),
    duration: c.duration,
    is_mandatory: c.is_mandatory,
    ...optional('review_required', c.review_required),
    ...hindi(c.hi),
  };
}

export function assessmentFormRecord(a: {
  title: string;
  description: string | null;
  course_id: number | null;
  pass_mark: number;
  max_attempts: number | null;
  status: number;
  hi?: Hi;
  questions: Array<{
    question: string;
    hi?: Hi;
    options: Array<{ label: string; is_correct?: boolean | null; hi?: Hi }>;
  }>;
}): Record_ {
  return {
    title: a.title,
    ...optional('description', a.description),
    ...optional('course_id', a.course_id),
    pass_mark: a.pass_mark,
    ...optional('max_attempts', a.max_attempts),
    status: a.status,
    ...hindi(a.hi),
    questions: a.questions.map((q) => ({
      question: q.question,
      ...hindi(q.hi),
      options: q.options.map((o) => ({ label: o.label, is_correct: o.is_correct === true, ...hindi(o.hi) })),
    })),
  };
}
