import schemaV1 from '../../schemas/widgets/featured_counsellors.v1.schema.json';
import { MODULE } from '../../src/shared/package-info.js';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveFeaturedCounsellors } from './resolver.js';

/** Counsellors marked as featured. */
export const featuredCounsellorsWidget = {
  type: 'featured_counsellors',
  order: 15,
  version: 1,
  title: 'Featured counsellors',
  description: 'Counsellors marked as featured.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 3 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => MODULE.COUNSELLING,
  migrate: noMigration('featured_counsellors'),
  resolve: resolveFeaturedCounsellors,
  uiSchema: { hi: hindiGroup() },
  icon: 'UsersIcon',
} as const satisfies WidgetDefinition<'featured_counsellors'>;
