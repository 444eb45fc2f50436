import type { Generated } from 'kysely';
import type { Arr, Json, Timestamp } from '../column-types.js';
import type { HiColumn } from './learning.js';

/** Tables of the journey, resources, risk assessment and planner handoff (migration 1100-journey; docs/journey.md). */

export type JourneyCardsTable = {
  hi: HiColumn;
  id: Generated<number>;
  slug: string;
  title: string;
  description: Generated<string>;
  position: Generated<number>;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JourneyTopicsTable = {
  hi: HiColumn;
  id: Generated<number>;
  card_id: number;
  title: string;
  summary: Generated<string>;
  key_points: Arr<string>;
  video_title: Generated<string>;
  /** The learning-center video of the video step (1101-journey-videos); null when none is linked. */
  video_id: Generated<number | null>;
  video_url: string | null;
  video_minutes: number | null;
  task_title: Generated<string>;
  task_prompt: Generated<string>;
  position: Generated<number>;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JourneyUserTopicsTable = {
  user_id: number;
  topic_id: number;
  /** enums.json journeyTopicStatus (machines/journey-topic.machine.ts). */
  status: Generated<number>;
  task_answer: string | null;
  started_at: Date | null;
  video_watched_at: Date | null;
  task_completed_at: Date | null;
  completed_at: Date | null;
  updated_at: Timestamp;
};

export type JourneyCardCompletionsTable = {
  user_id: number;
  card_id: number;
  completed_at: Timestamp;
};

export type ResourceItemsTable = {
  hi: HiColumn;
  id: Generated<number>;
  /** enums.json resourceKind: 1 Dynamic_Activities, 2 Quiz, 3 Games. */
  kind: number;
  /** enums.json resourceItemType: 1 Document ... 6 Image. */
  item_type: number;
  /** null: a main item; else the main item this sub item belongs to. */
  parent_id: number | null;
  slug: string | null;
  title: string;
  description: Generated<string>;
  url: string | null;
  position: Generated<number>;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type QuizzesTable = {
  hi: HiColumn;
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type QuizQuestionsTable = {
  hi: HiColumn;
  id: Generated<number>;
  quiz_id: number;
  question: string;
  options: Arr<string>;
  answer_index: number;
  explanation: Generated<string>;
  position: Generated<number>;
  status: Generated<number>;
};

export type QuizAttemptAnswer = { question_id: number; option_index: number; correct: boolean };

export type QuizAttemptsTable = {
  id: Generated<number>;
  quiz_id: number;
  user_id: number;
  score: number;
  total: number;
  answers: Json<QuizAttemptAnswer[]>;
  created_at: Timestamp;
};

export type FraOption = { label: string; points: number };

export type FraQuestionsTable = {
  hi: HiColumn;
  id: Generated<number>;
  dimension: 'capacity' | 'tolerance';
  question: string;
  help: Generated<string>;
  options: Json<FraOption[]>;
  position: Generated<number>;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type FraAnswersTable = {
  user_id: number;
  question_id: number;
  option_index: number;
  points: number;
  answered_at: Timestamp;
};

export type FraResultsTable = {
  id: Generated<number>;
  user_id: number;
  score: number;
  max_score: number;
  band: string;
  answers: Json<Array<{ question_id: number; option_index: number; points: number }>>;
  created_at: Timestamp;
};

export type PlannerHandoffsTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
};

export type PlannerRegistrationsTable = {
  user_id: number;
  registered_at: Timestamp;
};

export type JourneyTables = {
  journey_cards: JourneyCardsTable;
  journey_topics: JourneyTopicsTable;
  journey_user_topics: JourneyUserTopicsTable;
  journey_card_completions: JourneyCardCompletionsTable;
  resource_items: ResourceItemsTable;
  quizzes: QuizzesTable;
  quiz_questions: QuizQuestionsTable;
  quiz_attempts: QuizAttemptsTable;
  fra_questions: FraQuestionsTable;
  fra_answers: FraAnswersTable;
  fra_results: FraResultsTable;
  planner_handoffs: PlannerHandoffsTable;
  planner_registrations: PlannerRegistrationsTable;
};
