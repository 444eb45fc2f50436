import { useSyncExternalStore } from 'react';
import type { AssistantAnswer } from './assistant-api';

/**
 * The assistant's chat (docs/assistant.md "What a person sees"): asking appends the question and its answer to the
 * history and replaces the suggestions, keywords and widgets (the latest answer's); clearing resets
 * the history and starts a new conversation (the next question is sent without a conversation id). One history per page load, shared by the header popup and the login box, so closing
 * and opening the popup keeps it.
 */
export type ChatTurn = { id: number; question: string; answer: AssistantAnswer | null; error: string | null };
/** `conversationId`: the latest answer's conversation, sent with the next question so it can follow up. */
export type ChatState = {
  turns: ChatTurn[];
  latest: AssistantAnswer | null;
  pending: boolean;
  conversationId: string | null;
};

export const EMPTY_CHAT: ChatState = { turns: [], latest: null, pending: false, conversationId: null };

export type ChatEvent =
  | { type: 'ASK'; id: number; question: string }
  | { type: 'ANSWER'; id: number; answer: AssistantAnswer }
  | { type: 'FAIL'; id: number; error: string }
  | { type: 'CLEAR' };

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'ASK':
      return {
        ...state,
        pending: true,
        turns: [...state.turns, { id: event.id, question: event.question, answer: null, error: null }],
      };
    case 'ANSWER':
      if (!state.turns.some((t) => t.id === event.id)) return state;
      return {
        pending: false,
        latest: event.answer,
        conversationId: event.answer.conversation_id,
        turns: state.turns.map((t) => (t.id === event.id ? { ...t, answer: event.answer } : t)),
      };
    case 'FAIL':
      if (!state.turns.some((t) => t.id === event.id)) return state;
      return {
        ...state,
        pending: false,
        turns: state.turns.map((t) => (t.id === event.id ? { ...t, error: event.error } : t)),
      };
    case 'CLEAR':
      return EMPTY_CHAT;
  }
}

let state = EMPTY_CHAT;
let nextId = 1;
const listeners = new Set<() => void>();

export function dispatchChat(event: ChatEvent): void {
  state = chatReducer(state, event);
  listeners.forEach((l) => l());
}

export const newTurnId = () => nextId++;

/** The conversation the next question continues (null: a new one). */
export const currentConversation = () => state.conversationId;

export function useChat(): ChatState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
