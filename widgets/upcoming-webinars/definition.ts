import schemaV1 from '../../schemas/widgets/upcoming_webinars.v1.schema.json';
import { MODULE } from '../../src/shared/package-info.js';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveUpcomingWebinars } from './resolver.js';

/** The next webinars the user can join. */
export const upcomingWebinarsWidget = {
  type: 'upcoming_webinars',
  order: 14,
  version: 1,
  title: 'Upcoming webinars',
  description: 'The next webinars the user can join.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 3 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => MODULE.WEBINARS,
  migrate: noMigration('upcoming_webinars'),
  resolve: resolveUpcomingWebinars,
  uiSchema: { hi: hindiGroup() },
  icon: 'VideoIcon',
} as const satisfies WidgetDefinition<'upcoming_webinars'>;
