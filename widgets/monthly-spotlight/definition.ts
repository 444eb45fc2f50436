import schemaV1 from '../../schemas/widgets/monthly_spotlight.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveMonthlySpotlight } from './resolver.js';

/** This month's spotlight for the company or retail users. */
export const monthlySpotlightWidget = {
  type: 'monthly_spotlight',
  order: 9,
  version: 1,
  title: 'Monthly spotlight',
  description: "This month's spotlight for the company or retail users.",
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 3 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => null,
  migrate: noMigration('monthly_spotlight'),
  resolve: resolveMonthlySpotlight,
  uiSchema: { hi: hindiGroup() },
  icon: 'LightbulbIcon',
} as const satisfies WidgetDefinition<'monthly_spotlight'>;
