import type { ReactNode } from 'react';
import type { FormRecord } from '../../../forms/schema-validator';
import type { NodeType } from './kb-admin-api';

/** What the manage-knowledge-base page selects, which kb-* form edits each record type, and how its lists draw a row. */

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

/** A record's Hindi values (`hi`) for its form, only when it has some (docs/i18n.md "Admin content in Hindi"). */
export const withHindi = (hi: Record<string, string | undefined> | undefined): FormRecord =>
  hi && Object.keys(hi).length ? { hi } : {};

/** Draws one row (KbRow) of the tree or the article list with the page's select, move and delete. */
export type RowRenderer = (
  type: NodeType,
  item: { id: number; title: string; status: number; record: FormRecord },
  siblings: Array<{ id: number }>,
  index: number,
  add?: { type: NodeType; label: string; record: FormRecord },
) => ReactNode;
