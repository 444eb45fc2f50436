import { arrayOf as arr, bool, int, nullable as nul, num, objectOf as obj, str } from '../../plugins/api-schemas.js';

/**
 * Answer schemas of the learning routes (docs/api.md "Response schemas"): the success envelope
 * around the data each service returns. Every field a service returns is listed here.
 */
export const idAnswer = obj({ _id: int });

/** The Hindi values of a record's text fields (admin answers only; docs/i18n.md "Admin content in Hindi"). */
const hi: Record<string, unknown> = { type: 'object', additionalProperties: str };
/** An object whose fields are all required, plus the optional `hi` of the admin's answers. */
const withHi = (properties: Record<string, Record<string, unknown>>) => obj({ ...properties, hi }, ['hi']);

export const courseSummary = obj({
  _id: int,
  title: str,
  description: str,
  difficulty: int,
  difficulty_label: str,
  duration: int,
  start_date: nul(str),
  end_date: nul(str),
  status: int,
  status_label: str,
  progress: nul(int),
  action: str,
  total_chapters: int,
  completed_chapters: int,
  progress_percent: int,
  seconds_spent: int,
  thumbnail_url: nul(str),
  archived: bool,
});

const progressState = { type: 'string', enum: ['not_started', 'in_progress', 'ready', 'completed'] };
/** A chapter's completion rule and where the learner stands (chapter-progress.ts, docs/learning.md "Completion"). */
const progressFields = {
  rule: { type: 'string', enum: ['watch', 'read', 'open', 'submit', 'confirm'] },
  state: progressState,
  coverage_percent: nul(int),
  seconds_left: int,
};
export const chapterProgress = obj(progressFields);

export const courseView = obj({
  course: courseSummary,
  sections: arr(
    obj({
      _id: int,
      title: str,
      chapters: arr(
        obj({
          _id: int,
          title: str,
          content_type: str,
          file_type: str,
          duration: int,
          is_mandatory: bool,
          completed: bool,
          locked: bool,
          file_url: nul(str),
          mime: nul(str),
          url: nul(str),
          body: str,
          progress: nul(chapterProgress),
        }),
      ),
    }),
  ),
  assessments: arr(
    obj({
      _id: int,
      title: str,
      pass_mark: int,
      max_attempts: nul(int),
      best_score: nul(int),
      attempts_used: int,
      passed: bool,
    }),
  ),
});

export const enrolAnswer = obj({ course_id: int, progress: int, action: str });

export const completedAnswer = obj({
  course_id: int,
  chapter_id: nul(int),
  chapter_completed: bool,
  course_completed: bool,
  progress: int,
  action: str,
  completed_chapters: int,
  total_chapters: int,
  progress_percent: int,
});

export const watchedAnswer = obj({
  chapter_id: int,
  credited_seconds: num,
  watched_seconds: num,
  duration_seconds: num,
  coverage_percent: int,
  state: progressState,
  seconds_left: int,
});

export const openedAnswer = obj({ chapter_id: int, ...progressFields });

export const timeAnswer = obj({
  session_id: int,
  accepted: bool,
  credited_seconds: int,
  session_seconds: int,
  course_seconds: int,
  heartbeat_seconds: int,
});

const adminCourseFields = {
  _id: int,
  title: str,
  description: str,
  difficulty: int,
  duration: int,
  start_date: nul(str),
  end_date: nul(str),
  status: int,
  thumbnail_file_id: nul(int),
  thumbnail_url: nul(str),
};
export const adminCourseList = obj({ courses: arr(withHi({ ...adminCourseFields, enrolments: int, chapters: int })) });
export const adminCourseDetail = obj({
  course: withHi(adminCourseFields),
  sections: arr(
    withHi({
      _id: int,
      title: str,
      sequence: int,
      chapters: arr(
        withHi({
          _id: int,
          title: str,
          content_type: str,
          file_type: str,
          file_id: nul(int),
          file_name: nul(str),
          file_url: nul(str),
          mime: nul(str),
          url: nul(str),
          body: str,
          duration: int,
          is_mandatory: bool,
          review_required: bool,
          sequence: int,
        }),
      ),
    }),
  ),
});
export const sectionList = obj({ sections: arr(withHi({ _id: int, title: str, sequence: int })) });
export const deleteAnswer = obj({ _id: int, archived: bool });
export const enrolListAnswer = obj({
  enrolments: arr(
    obj({
      _id: int,
      user_id: int,
      name: str,
      email: str,
      company: nul(str),
      progress: int,
      seconds_spent: int,
      completed_chapters: int,
      enrolled_at: str,
      completed_at: nul(str),
    }),
  ),
});

export const assessmentList = obj({
  assessments: arr(
    obj({
      _id: int,
      title: str,
      pass_mark: int,
      max_attempts: nul(int),
      status: int,
      course_id: nul(int),
      course_title: nul(str),
      questions: int,
      attempts: int,
    }),
  ),
});
const option = {
  type: 'object',
  required: ['_id', 'label'],
  properties: { _id: int, label: str, is_correct: bool, hi },
};
export const assessmentDetail = withHi({
  _id: int,
  title: str,
  description: str,
  course_id: nul(int),
  pass_mark: int,
  max_attempts: nul(int),
  status: int,
  questions: arr(withHi({ _id: int, question: str, options: arr(option) })),
});
export const attemptAnswer = obj({
  assessment_id: int,
  correct: int,
  total: int,
  score: int,
  pass_mark: int,
  passed: bool,
  attempts_used: int,
  max_attempts: nul(int),
  answers_revealed: bool,
  review: arr(
    obj({
      question_id: int,
      question: str,
      chosen_option_id: nul(int),
      chosen_label: nul(str),
      correct: bool,
      right_option_id: nul(int),
      right_label: nul(str),
    }),
  ),
});
export const attemptList = obj({
  attempts: arr(obj({ attempt: int, correct: int, total: int, score: int, passed: bool, created_at: str })),
});

const videoFields = {
  _id: int,
  title: str,
  description: str,
  category_id: int,
  category: str,
  duration: int,
  video_url: nul(str),
  mime: str,
  thumbnail_url: nul(str),
};
export const video = obj(videoFields);
export const videoList = obj({
  categories: arr(obj({ _id: int, name: str, count: int })),
  videos: arr(video),
});
/** A person's watched coverage of a library video, journey topic video or recorded webinar (media-watch.ts). */
export const watchFields = {
  watched_seconds: num,
  duration_seconds: num,
  coverage_percent: int,
  seconds_left: int,
  watched: bool,
};
export const watchProgress = obj(watchFields);
export const mediaWatchedAnswer = obj({ ...watchFields, credited_seconds: num });
export const videoDetail = obj({ video, related: arr(video), watch: watchProgress });
export const playlist = obj({ _id: int, name: str, thumbnail_url: nul(str), videos: arr(video) });
export const playlistList = obj({ playlists: arr(playlist) });
export const playlistByVideo = obj({ playlist: nul(playlist), current_index: int, next_video_id: nul(int) });
export const adminVideoList = obj({
  videos: arr(withHi({ ...videoFields, file_id: int, thumbnail_file_id: nul(int), playlist_ids: arr(int) })),
  playlists: arr(obj({ _id: int, name: str })),
});

export const uploadState = obj({
  upload_id: str,
  size: int,
  offset: int,
  chunk_size: int,
  file_id: nul(int),
  complete: bool,
});

const adminPlaylistFields = {
  _id: int,
  name: str,
  thumbnail_file_id: nul(int),
  thumbnail_url: nul(str),
  video_ids: arr(int),
};
export const adminPlaylist = obj(adminPlaylistFields);
export const adminPlaylistList = obj({ playlists: arr(adminPlaylist) });
