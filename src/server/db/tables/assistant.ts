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

/** Migration 3170-assistant-conversations (docs/assistant.md "Conversations"). */
export type AssistantConversationsTable = {
  /** Unguessable random id (base64url of 18 random bytes). */
  id: string;
  /** The signed-in owner; null for a visitor's conversation. */
  user_id: number | null;
  /** JSON of the last calculator turn (conversation.ts ConversationState). */
  state: Generated<string>;
  /** JSON array of the questions asked, at most 20. */
  questions: Generated<string>;
  turns: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
};

export type AssistantTables = {
  assistant_question_log: AssistantQuestionLogTable;
  assistant_conversations: AssistantConversationsTable;
};
