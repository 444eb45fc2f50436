import schemaV1 from '../../schemas/widgets/journey_progress.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveJourneyProgress } from './resolver.js';

/** Progress through the financial journey. */
export const journeyProgressWidget = {
  type: 'journey_progress',
  order: 18,
  version: 1,
  title: 'Journey progress',
  description: 'Progress through the financial journey.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 3 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => null,
  migrate: noMigration('journey_progress'),
  resolve: resolveJourneyProgress,
  uiSchema: { hi: hindiGroup() },
  icon: 'ChartIcon',
} as const satisfies WidgetDefinition<'journey_progress'>;
