import schemaV1 from '../../schemas/widgets/popular_calculators.v1.schema.json';
import { MODULE } from '../../src/shared/package-info.js';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolvePopularCalculators } from './resolver.js';

/** The most used calculators of the user's package. */
export const popularCalculatorsWidget = {
  type: 'popular_calculators',
  order: 13,
  version: 1,
  title: 'Popular calculators',
  description: "The most used calculators of the user's package.",
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 3 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => MODULE.CALCULATORS,
  migrate: noMigration('popular_calculators'),
  resolve: resolvePopularCalculators,
  uiSchema: { hi: hindiGroup() },
  icon: 'CalculatorIcon',
} as const satisfies WidgetDefinition<'popular_calculators'>;
