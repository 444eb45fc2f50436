import type { MessageKey } from '../../../i18n/browser';
import type { JourneyStep } from '../../../../machines/journey-topic.machine';
import type { FraAnswers } from '../../../shared/generated/api/journey/fra-answers';
import type { JourneyStepCompleted } from '../../../shared/generated/api/journey/step-completed';
import type { QuizAttempt } from '../../../shared/generated/api/journey/quiz-attempt';
import type { QuizCheck } from '../../../shared/generated/api/journey/quiz-check';
import type { ResourceActivity } from '../../../shared/generated/api/journey/resource-activity';
import { apiPost } from '../../api/api-client';
import type { VideoWatch } from '../learning/learning-api';

/** The answers of the journey, resources, risk-assessment and planner calls (docs/journey.md). */
export type TopicSummary = {
  _id: number;
  card_id: number;
  title: string;
  summary: string;
  position: number;
  status: 'Not_started' | 'In_progress' | 'Watched_video' | 'Task_completed' | 'Completed';
  status_id: 1 | 2 | 3 | 4 | 5;
  next_step: JourneyStep | null;
  is_locked: boolean;
  task_answer: string | null;
  completed_at: string | null;
};

export type TopicDetail = TopicSummary & {
  card_title: string;
  key_points: string[];
  video_title: string;
  video_url: string | null;
  video_minutes: number | null;
  task_title: string;
  task_prompt: string;
  min_task_answer: number;
  previous_topic_id: number | null;
  next_topic_id: number | null;
  /** The caller's coverage of the topic's video (docs/journey.md "Video step"); null when it has none. */
  video_watch: VideoWatch | null;
};

/** A person's watched coverage of a video outside courses: the library video's shape (learning-api.ts). */
export type { VideoWatch };

/** A topic video heartbeat: one interval actually played, in seconds of the video. */
export const topicWatched = (topicId: number, from: number, to: number) =>
  apiPost<VideoWatch>(`/journey/topic/${topicId}/watched`, { from, to });

export type JourneyCard = {
  _id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
  total_topics: number;
  completed_topics: number;
  is_completed: boolean;
  completed_at: string | null;
  topics: TopicSummary[];
};

export type UserJourney = {
  cards: JourneyCard[];
  total_topics: number;
  completed_topics: number;
  percent: number;
  is_journey_completed: boolean;
};

export type CardCompleted = {
  card_id: number;
  card_title: string;
  completed_at: string;
  is_journey_completed: boolean;
  next_card_id: number | null;
};

export type ResourceItem = {
  _id: number;
  kind: string;
  item_type: string;
  level: 'main' | 'sub';
  slug: string | null;
  title: string;
  description: string;
  url: string | null;
  sub_items: Array<Omit<ResourceItem, 'sub_items'>>;
};

export type QuizView = {
  _id: number;
  title: string;
  description: string;
  questions: Array<{ _id: number; question: string; options: string[] }>;
  last_attempt: { score: number; total: number; created_at: string } | null;
  best_score: number | null;
};

export type Resources = {
  cards: Array<{ kind: string; title: string; subtitle: string; path: string; count: number }>;
  activities: ResourceItem[];
  games: ResourceItem[];
  quiz_items: ResourceItem[];
  quiz: QuizView | null;
};

export type FraQuestions = {
  questions: Array<{
    _id: number;
    position: number;
    dimension: string;
    question: string;
    help: string;
    options: Array<{ index: number; label: string }>;
    answer_index: number | null;
  }>;
  total: number;
  answered: number;
  has_score: boolean;
};

export type FraScore = {
  score: number;
  max_score: number;
  min_score: number;
  percent: number;
  band: { key: string; label: string; description: string; allocation: string };
  capped_by_horizon: boolean;
  capacity_score: number;
  tolerance_score: number;
  next_steps: Array<{ key: string; label: string; href: string; kind: string }>;
  bands: Array<{ key: string; label: string; min: number; max: number }>;
  assessed_at: string;
};

export type QuizAttemptResult = {
  attempt_id: number;
  score: number;
  total: number;
  best_score: number;
  results: Array<{ question_id: number; correct: boolean; correct_index: number; message: string }>;
};

export const completeStep = (body: JourneyStepCompleted) => apiPost<TopicDetail>('/journey/steps/completed', body);
export const completeCard = (cardId: number) => apiPost<CardCompleted>(`/journey/completed/${cardId}`);
export const checkQuizAnswer = (body: QuizCheck) =>
  apiPost<{ correct: boolean; correct_index: number; explanation: string }>(
    '/user-resource-activities/quiz/check',
    body,
  );
export const recordQuizAttempt = (body: QuizAttempt) =>
  apiPost<QuizAttemptResult>('/user-resource-activities/quiz/attempts', body);
export const submitFraAnswers = (body: FraAnswers) =>
  apiPost<{ answered: number; total: number; completed: boolean }>('/fra/submit-answer', body);
export const logResource = (body: ResourceActivity) => {
  apiPost<unknown>('/user-resource-activities/log', body).catch(() => undefined);
};
export const plannerHandoff = () =>
  apiPost<{ redirect_url: string; expires_in: number; delay_ms: number }>('/financial-planner/handoff');

/** A topic status's words (catalogue keys, translated at render). */
export const STATUS_LABEL: Record<TopicSummary['status'], MessageKey> = {
  Not_started: 'journey.status.notStarted',
  In_progress: 'journey.status.inProgress',
  Watched_video: 'journey.status.watchedVideo',
  Task_completed: 'journey.status.taskDone',
  Completed: 'journey.status.completed',
};
