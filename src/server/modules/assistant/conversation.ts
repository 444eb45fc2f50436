import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CalculatorKey } from '../../../calculators/index.js';
import type { Db } from '../../db/index.js';
import type { Viewer } from './learning.js';

/**
 * The assistant's conversations (docs/assistant.md "Conversations", migration 3170): every answer carries a
 * `conversation_id`; a question sent with it continues that conversation when it is a live one of the same person
 * (the signed-in user, or for a visitor whoever holds the unguessable id). Any other id (unknown, expired, another
 * person's, a visitor's id sent by a signed-in user or the other way round) starts a new conversation with a new id:
 * nothing of the other conversation is read or told. Conversations expire 24 hours after their last turn.
 */
export const CONVERSATION_HOURS = 24;
/** At most this many questions are kept (signed-in people only, for their data export). */
const KEEP_QUESTIONS = 20;

/** The last calculator turn: what a follow-up reuses. */
export type ConversationState = {
  intent: string;
  key: CalculatorKey;
  given: Record<string, number | string | boolean>;
  /** The tax year of a tax turn ("2024-25"). */
  taxYear?: string;
};

export type Conversation = { id: string; isNew: boolean; state: ConversationState | null; questions: string[] };

const ownerOf = (auth: Viewer) => auth?.user.id ?? null;

/** The live conversation `id` of this person, or a new one. */
export async function openConversation(db: Db, auth: Viewer, id: string | undefined): Promise<Conversation> {
  if (id) {
    const row = await db
      .selectFrom('assistant_conversations')
      .select(['id', 'user_id', 'state', 'questions'])
      .where('id', '=', id)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (row && row.user_id === ownerOf(auth)) {
      const state = JSON.parse(row.state) as Partial<ConversationState>;
      return {
        id: row.id,
        isNew: false,
        state: state.key ? (state as ConversationState) : null,
        questions: JSON.parse(row.questions) as string[],
      };
    }
  }
  return { id: randomBytes(18).toString('base64url'), isNew: true, state: null, questions: [] };
}

/**
 * Records a turn: the new calculator state (or the previous one kept when this turn was not a calculation) and, for a
 * signed-in person, the question. A new conversation first clears the expired ones (an indexed delete).
 */
export async function saveTurn(
  db: Db,
  auth: Viewer,
  conv: Conversation,
  question: string,
  state: ConversationState | null,
): Promise<void> {
  const owner = ownerOf(auth);
  const questions = owner === null ? [] : [...conv.questions, question].slice(-KEEP_QUESTIONS);
  const values = {
    state: JSON.stringify(state ?? conv.state ?? {}),
    questions: JSON.stringify(questions),
    updated_at: sql<Date>`now()`,
    expires_at: sql<Date>`now() + make_interval(hours => ${CONVERSATION_HOURS})`,
  };
  if (conv.isNew) {
    await db
      .deleteFrom('assistant_conversations')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    await db
      .insertInto('assistant_conversations')
      .values({ id: conv.id, user_id: owner, turns: 1, created_at: sql<Date>`now()`, ...values })
      .execute();
  } else {
    await db
      .updateTable('assistant_conversations')
      .set({ ...values, turns: sql<number>`turns + 1` })
      .where('id', '=', conv.id)
      .execute();
  }
}
