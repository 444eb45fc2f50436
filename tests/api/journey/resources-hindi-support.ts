import { bearer, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';

/** What the journey's Hindi resource tests share (resources-hindi*.test.ts): answer types and calls in a language. */

export type Item = { _id: number; slug: string | null; title: string; description: string; sub_items?: Item[] };
export type Quiz = {
  _id: number;
  title: string;
  description: string;
  questions: Array<{ _id: number; question: string; options: string[] }>;
};
export type Resources = { activities: Item[]; games: Item[]; quiz_items: Item[]; quiz: Quiz };
export type FraQuestions = {
  questions: Array<{ _id: number; question: string; help: string; options: Array<{ index: number; label: string }> }>;
};
export type Attempt = {
  score: number;
  total: number;
  results: Array<{ question_id: number; correct: boolean; correct_index: number }>;
};
export type Score = { score: number; max_score: number; band: { key: string }; capped_by_horizon: boolean };

export const HI = { 'accept-language': 'hi-IN' };
export const EN = { 'accept-language': 'en-IN' };
export type Lang = typeof HI;

/** Calls in a language with a session; the employee's resources and risk questions; a quiz's answer key. */
export function resourceCalls(app: App) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, lang: Lang, token: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...lang },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    resources: async (lang: Lang, token: string) =>
      expectSuccess<Resources>(await call('GET', '/user-resource-activities', lang, token)),
    fraQuestions: async (lang: Lang, token: string) =>
      expectSuccess<FraQuestions>(await call('GET', '/fra/questions', lang, token)),
    answerKey: async (quizId: number) =>
      new Map(
        (
          await app.ctx.db
            .selectFrom('quiz_questions')
            .select(['id', 'answer_index'])
            .where('quiz_id', '=', quizId)
            .execute()
        ).map((k) => [k.id, k.answer_index]),
      ),
  };
}
