import schemaV1 from '../../schemas/widgets/feature_tiles.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveFeatureTiles } from './resolver.js';
import { feature } from '../../schemas/catalogue/enums.json';

/** The six features (webinars, counselling, calculators, e-learning, knowledge base, handbook) as tiles linking to their pages. */
export const featureTilesWidget = {
  type: 'feature_tiles',
  order: 2,
  version: 1,
  title: 'Feature tiles',
  description:
    'The six features (webinars, counselling, calculators, e-learning, knowledge base, handbook) as tiles linking to their pages.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 12, h: 3 },
  minSize: { w: 4, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => null,
  migrate: noMigration('feature_tiles'),
  resolve: resolveFeatureTiles,
  uiSchema: { features: { 'ui:widget': 'checkboxes', 'ui:enumNames': Object.values(feature) }, hi: hindiGroup() },
  icon: 'GridIcon',
} as const satisfies WidgetDefinition<'feature_tiles'>;
