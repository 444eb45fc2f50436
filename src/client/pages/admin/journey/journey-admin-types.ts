import type { FormRecord } from '../../../forms/schema-validator';
import type { MessageKey } from '../../../../i18n/browser';

/** What /admin/manage-journey shares (the page, its lists, schemas and editor): the content answer, tabs, modes, labels. */

/** GET /admin/journey/content. */
export type Content = {
  cards: Array<{ _id: number; title: string }>;
  videos: Array<{ _id: number; title: string }>;
  topics: Array<FormRecord & { _id: number; card_id: number; title: string; position: number; status: number }>;
  quizzes: Array<FormRecord & { _id: number; title: string; status: number; questions: FormRecord[] }>;
  fra_questions: Array<
    FormRecord & { _id: number; question: string; dimension: string; position: number; status: number }
  >;
  resources: Array<
    FormRecord & {
      _id: number;
      kind: number;
      item_type: number;
      parent_id: number | null;
      title: string;
      status: number;
    }
  >;
};

export type Tab = 'topics' | 'quiz' | 'risk' | 'resources';
export type Mode = 'add' | 'edit' | 'view';
/** The record open in the editor, in which tab and mode. */
export type Selection = { tab: Tab; mode: Mode; id: number | null; record: FormRecord };

/** The resource items' kind and item type (1-based codes). */
export const KIND: MessageKey[] = ['adminJourney.kind.activities', 'adminJourney.kind.quiz', 'adminJourney.kind.games'];
export const ITEM_TYPE: MessageKey[] = [
  'adminJourney.itemType.document',
  'adminJourney.itemType.video',
  'adminJourney.itemType.externalLink',
  'adminJourney.itemType.internalLink',
  'adminJourney.itemType.element',
  'adminJourney.itemType.image',
];
