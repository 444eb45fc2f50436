import videoPlaylistSchema from '../../../../schemas/entities/video-playlist.schema.json';
import videoPlaylistForm from '../../../../schemas/forms/video-playlist.form.json';
import videoSchema from '../../../../schemas/entities/elearning-video.schema.json';
import videoForm from '../../../../schemas/forms/elearning-video.form.json';
import courseSchema from '../../../../schemas/entities/course.schema.json';
import courseForm from '../../../../schemas/forms/course.form.json';
import assessmentSchema from '../../../../schemas/entities/assessment.schema.json';
import assessmentForm from '../../../../schemas/forms/assessment.form.json';
import chapterSchema from '../../../../schemas/entities/course-chapter.schema.json';
import chapterForm from '../../../../schemas/forms/course-chapter.form.json';

type JsonObject = Record<string, unknown>;
type FormFile = {
  formKey: string;
  title: string;
  entitySchema: string;
  overlay: JsonObject;
  uiSchema: JsonObject;
  examples: JsonObject[];
};

/** The learning core schemas, added to the forms module's list (docs/learning.md "Admin forms"). */
export const learningCoreSchemas: Record<string, JsonObject> = {
  'video-playlist.schema.json': videoPlaylistSchema,
  'elearning-video.schema.json': videoSchema,
  'course.schema.json': courseSchema,
  'assessment.schema.json': assessmentSchema,
  'course-chapter.schema.json': chapterSchema,
};

/** Their admin form definitions (schemas/forms/{video-playlist,elearning-video,course,course-chapter,assessment}.form.json), seeded as version 1. */
export const learningFormFiles: Record<string, FormFile> = {
  'video-playlist': videoPlaylistForm as FormFile,
  'elearning-video': videoForm as FormFile,
  course: courseForm as FormFile,
  assessment: assessmentForm as FormFile,
  'course-chapter': chapterForm as FormFile,
};
