import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../column-types.js';
import type { HiColumn } from './learning.js';
/** Tables of the knowledge base (migration 0800-knowledge-base, docs/knowledge-base.md): part of the one `Database` (docs/database.md). */
// ---- Knowledge base (migration 0800-knowledge-base; docs/knowledge-base.md) -----------------
export type KbStatus = 1 | 2;
type KbArr<T> = ColumnType<T[], T[] | undefined, T[]>;
type KbExtra = ColumnType<Record<string, unknown>, string | undefined, string>;
type KbRow = {
  hi: HiColumn;
  id: Generated<number>;
  sequence: ColumnType<number, number | undefined, number>;
  status: ColumnType<number, number | undefined, number>;
  extra: KbExtra;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type KbFilesTable = {
  id: Generated<number>;
  name: string;
  kind: 'video' | 'image' | 'pdf';
  mime: string;
  size_bytes: ColumnType<number, number | undefined, number>;
  original_name: string | null;
  generated: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
};
export type KbCategoriesTable = KbRow & { title: string; description: ColumnType<string, string | undefined, string> };
export type KbSubCategoriesTable = KbRow & {
  category_id: number;
  title: string;
  description: ColumnType<string, string | undefined, string>;
};
export type KbGroupsTable = KbRow & { sub_category_id: number; title: string };
export type KbFaqsTable = KbRow & {
  group_id: number;
  question: string;
  answer_html: string;
  keywords: KbArr<string>;
  content_kind: 'html' | 'video' | 'image' | 'pdf';
  file_id: number | null;
};
export type KbArticleKind = 'blog' | 'finguide' | 'handbook' | 'toolkit';
export type KbArticlesTable = KbRow & {
  kind: KbArticleKind;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  keywords: KbArr<string>;
  author: string | null;
  published_on: string | null;
  file_id: number | null;
};
export type KbSchemesTable = {
  id: Generated<number>;
  slug: string;
  name: string;
  short_name: string;
  summary: string;
  eligibility: string;
  limits: string;
  rate_text: string;
  rate_as_of: string;
  tenure: string;
  tax: string;
  sequence: number;
};
export type KbSearchKind = 'faq' | KbArticleKind | 'scheme';
export type KbSearchDocsTable = {
  id: Generated<number>;
  kind: KbSearchKind;
  ref_id: number;
  parent_id: number | null;
  title: string;
  keywords: string;
  body: string;
  status: number;
  /** Generated stored column (weighted tsvector); read only in SQL. */
  tsv: ColumnType<string | null, never, never>;
  /** Generated stored column (title A + keywords B), migration 0810; read only in SQL. */
  head: ColumnType<string | null, never, never>;
};
export type KbWordsTable = { word: string };
export type KbSearchLogTable = {
  id: Generated<number>;
  query: string;
  result_count: number;
  created_at: Timestamp;
};

/** The knowledge-base tables, merged into `Database` above. */
export type KnowledgeBaseTables = {
  kb_files: KbFilesTable;
  kb_categories: KbCategoriesTable;
  kb_sub_categories: KbSubCategoriesTable;
  kb_groups: KbGroupsTable;
  kb_faqs: KbFaqsTable;
  kb_articles: KbArticlesTable;
  kb_schemes: KbSchemesTable;
  kb_search_docs: KbSearchDocsTable;
  kb_words: KbWordsTable;
  kb_search_log: KbSearchLogTable;
};
