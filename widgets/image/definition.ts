import schemaV1 from '../../schemas/widgets/image.v1.schema.json';
import { noData, noMigration, type WidgetDefinition, hindiGroup } from '../types.js';

/** A picture with alternative text, optionally linking to a page. */
export const imageWidget = {
  type: 'image',
  order: 5,
  version: 1,
  title: 'Image',
  description: 'A picture with alternative text, optionally linking to a page.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 4, h: 3 },
  minSize: { w: 2, h: 1 },
  maxSize: { w: 12, h: 8 },
  moduleFor: () => null,
  migrate: noMigration('image'),
  resolve: noData,
  uiSchema: {
    src: { 'ui:placeholder': 'https://… or /files/…' },
    link_route: { 'ui:placeholder': '/client/…' },
    hi: hindiGroup(),
  },
  icon: 'SparkleIcon',
} as const satisfies WidgetDefinition<'image'>;
