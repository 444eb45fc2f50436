import type { FormRecord } from '../../../forms/schema-validator';
import type { NodeType } from './kb-admin-api';

/** What the manage-knowledge-base page selects and which kb-* form edits each record type. */

export type Mode = 'view' | 'add' | 'edit';
/** What the right-hand panel shows: a record of a type, in a mode, with the values to start from. */
export type Selection = { type: NodeType; mode: Mode; id: number | null; record: FormRecord; title: string };

export const FORM_KEY: Record<NodeType, string> = {
  category: 'kb-category',
  sub_category: 'kb-sub-category',
  group: 'kb-group',
  faq: 'kb-faq',
  article: 'kb-article',
};
export const HTML_FIELD: Partial<Record<NodeType, string>> = { faq: 'answer_html', article: 'body_html' };
