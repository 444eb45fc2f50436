import type { Generated } from 'kysely';
import type { Timestamp } from '../column-types.js';

/** Tables of migration 1200-assistant (docs/assistant.md "Log"). */
export type AssistantQuestionLogTable = {
  id: Generated<number>;
  /** Redacted words of the question (knowledge-base redactQuery). */
  question: string;
  kind: 'calculator' | 'content' | 'unknown';
  intent: string;
  confidence: number;
  created_at: Timestamp;
};

export type AssistantTables = { assistant_question_log: AssistantQuestionLogTable };
