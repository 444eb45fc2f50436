import { describe, expect, it } from 'vitest';
import type { AssistantAnswer } from './assistant-api';
import { chatReducer, EMPTY_CHAT } from './chat-store';

const answer = (question: string, suggestion: string[]): AssistantAnswer => ({
  question,
  answer: `about ${question}`,
  suggestion,
  keywords: [question],
  playlists: [],
  courses: [],
  videos: [],
  counsellors: [],
  webinars: [],
  calculators: [],
  kind: 'content',
  intent: 'content',
  confidence: 0.9,
  calculation: null,
  sources: [],
  closest_topics: [],
  booking: null,
  conversation_id: `conv-${question}`,
  language: 'en',
  link: null,
});

/** The chat (docs/assistant.md): asking appends to the history and replaces suggestions; clearing resets it. */
describe('assistant chat', () => {
  it('appends each question and answer, replaces the latest, and clears', () => {
    let s = chatReducer(EMPTY_CHAT, { type: 'ASK', id: 1, question: 'sip' });
    expect(s.pending).toBe(true);
    s = chatReducer(s, { type: 'ANSWER', id: 1, answer: answer('sip', ['a']) });
    s = chatReducer(s, { type: 'ASK', id: 2, question: 'ppf' });
    s = chatReducer(s, { type: 'ANSWER', id: 2, answer: answer('ppf', ['b']) });
    expect(s.turns.map((t) => [t.question, t.answer?.question])).toEqual([
      ['sip', 'sip'],
      ['ppf', 'ppf'],
    ]);
    expect(s.latest?.suggestion).toEqual(['b']);
    expect(s.pending).toBe(false);
    s = chatReducer(s, { type: 'CLEAR' });
    expect(s).toEqual(EMPTY_CHAT);
  });

  it('keeps the latest answer’s conversation for the next question; Clear starts a new one', () => {
    let s = chatReducer(EMPTY_CHAT, { type: 'ASK', id: 5, question: 'emi' });
    s = chatReducer(s, { type: 'ANSWER', id: 5, answer: answer('emi', []) });
    expect(s.conversationId).toBe('conv-emi');
    expect(chatReducer(s, { type: 'CLEAR' }).conversationId).toBeNull();
  });

  it('an answer arriving after Clear is dropped; a failure is kept on its turn', () => {
    let s = chatReducer(EMPTY_CHAT, { type: 'ASK', id: 3, question: 'x' });
    s = chatReducer(s, { type: 'CLEAR' });
    expect(chatReducer(s, { type: 'ANSWER', id: 3, answer: answer('x', []) })).toEqual(EMPTY_CHAT);
    s = chatReducer(EMPTY_CHAT, { type: 'ASK', id: 4, question: 'y' });
    s = chatReducer(s, { type: 'FAIL', id: 4, error: 'network' });
    expect(s.turns[0].error).toBe('network');
    expect(s.conversationId).toBeNull();
    expect(s.pending).toBe(false);
  });
});
