import type { AskQuestionBody } from '../../shared/generated/api/assistant/ask-question';
import type { AssistantAnswer } from '../../shared/generated/api/assistant/assistant-answer';
import type { AssistantUnanswered } from '../../shared/generated/api/assistant/assistant-unanswered';
import { apiGet, apiPost } from '../api/api-client';

export type { AssistantAnswer };

/** client-emp/ask-question (docs/assistant.md): public, the token is sent when there is one. */
export const askAssistant = (question: string, conversationId: string | null = null) =>
  apiPost<AssistantAnswer>('/client-emp/ask-question', {
    question,
    ...(conversationId ? { conversation_id: conversationId } : {}),
  } satisfies AskQuestionBody);

/** The admin dashboard's card: most asked unanswered or low-confidence questions. */
export const fetchUnanswered = () => apiGet<AssistantUnanswered>('/assistant/unanswered');

/** At most 200 words (E-10046; docs/assistant.md "Calls"). */
export const MAX_WORDS = 200;
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
