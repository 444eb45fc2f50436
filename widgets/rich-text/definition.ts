import schemaV1 from '../../schemas/widgets/rich_text.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveRichText } from './resolver.js';

/** Formatted text written by an admin (sanitised HTML). */
export const richTextWidget = {
  type: 'rich_text',
  order: 4,
  version: 1,
  title: 'Rich text',
  description: 'Formatted text written by an admin (sanitised HTML).',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 3 },
  minSize: { w: 2, h: 1 },
  maxSize: { w: 12, h: 12 },
  moduleFor: () => null,
  migrate: noMigration('rich_text'),
  resolve: resolveRichText,
  uiSchema: {
    html: {
      'ui:widget': 'textarea',
      'ui:options': { rows: 10 },
      'ui:help':
        'Allowed: paragraphs, headings, lists, bold, italics, tables and https links. Anything else is removed on save.',
    },
    hi: hindiGroup({ html: { 'ui:widget': 'textarea', 'ui:options': { rows: 10 } } }),
  },
  icon: 'FileIcon',
} as const satisfies WidgetDefinition<'rich_text'>;
