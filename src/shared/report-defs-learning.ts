import type { ReportDefinition } from './report-types.js';

/**
 * The report catalogue's learning reports (docs/reports.md): course participation, e-learning time,
 * assessments and recorded webinars.
 */

export const COURSE_PARTICIPATION_REPORT: ReportDefinition = {
  api: 'course-participation',
  route: 'course-report',
  title: 'Course participation',
  description: 'Enrolments, completions, chapters completed and learning time per course.',
  available: true,
  filters: ['range', 'company', 'partner', 'sort'],
  defaultRange: '1y',
  columns: [
    { key: 'course', label: 'Course', type: 'text' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'enrolled', label: 'Enrolled', type: 'int' },
    { key: 'completed', label: 'Completed', type: 'int' },
    { key: 'cancelled', label: 'Cancelled', type: 'int' },
    { key: 'chapters_completed', label: 'Chapters completed', type: 'int' },
    { key: 'learners', label: 'Active learners', type: 'int' },
    { key: 'seconds', label: 'Time spent', type: 'seconds' },
  ],
  totals: ['enrolled', 'completed', 'cancelled', 'chapters_completed', 'learners', 'seconds'],
  chart: { type: 'bar', x: 'course', y: ['enrolled', 'completed'] },
};

export const E_LEARNING_TIME_BASE_REPORT: ReportDefinition = {
  api: 'e-learning-time-base',
  route: 'e-learning-time-base-report',
  title: 'E-learning time base',
  description:
    'Time spent learning in courses by time slot (IST), and the video time actually watched (course and e-learning videos, replays and skips not counted).',
  available: true,
  filters: ['range', 'slots', 'weekdays', 'company', 'partner'],
  defaultRange: '1m',
  columns: [
    { key: 'slot', label: 'Time slot', type: 'text' },
    { key: 'learners', label: 'Learners', type: 'int' },
    { key: 'sessions', label: 'Sessions', type: 'int' },
    { key: 'seconds', label: 'Time spent', type: 'seconds' },
    { key: 'avg_seconds', label: 'Average per learner', type: 'seconds' },
    { key: 'watched_seconds', label: 'Video time watched', type: 'seconds' },
  ],
  totals: ['learners', 'sessions', 'seconds', 'avg_seconds', 'watched_seconds'],
  chart: { type: 'bar', x: 'slot', y: ['seconds'] },
};

export const ASSESSMENTS_REPORT: ReportDefinition = {
  api: 'assessment-report',
  route: 'assessment-report',
  title: 'Assessment',
  description: 'Course assessments, journey quizzes and the risk assessment: attempts, people and scores.',
  available: true,
  filters: ['range', 'company', 'partner', 'sort'],
  defaultRange: '1y',
  columns: [
    { key: 'assessment', label: 'Assessment', type: 'text' },
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'taken', label: 'Attempts', type: 'int' },
    { key: 'people', label: 'People', type: 'int' },
    { key: 'avg_score', label: 'Average score', type: 'percent' },
    { key: 'passed', label: 'Passed', type: 'int' },
  ],
  totals: ['taken', 'people', 'avg_score', 'passed'],
  chart: { type: 'bar', x: 'assessment', y: ['taken'] },
};

export const RECORDED_WEBINARS_REPORT: ReportDefinition = {
  api: 'time-spent-recorded-webinar',
  route: 'time-spent-recorded-webinar-report',
  title: 'Recorded webinars time spent',
  description: 'Viewers and the time actually watched of recorded webinars (replays and skips not counted).',
  available: true,
  filters: ['range', 'company', 'partner', 'sort'],
  defaultRange: '1y',
  columns: [
    { key: 'webinar', label: 'Webinar', type: 'text' },
    { key: 'viewers', label: 'Viewers', type: 'int' },
    { key: 'sessions', label: 'Watch sessions', type: 'int' },
    { key: 'seconds', label: 'Time watched', type: 'seconds' },
    { key: 'avg_seconds', label: 'Average per viewer', type: 'seconds' },
  ],
  totals: ['viewers', 'sessions', 'seconds', 'avg_seconds'],
  chart: { type: 'bar', x: 'webinar', y: ['seconds'] },
};
