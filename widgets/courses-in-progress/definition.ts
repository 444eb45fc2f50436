import schemaV1 from '../../schemas/widgets/courses_in_progress.v1.schema.json';
import { MODULE } from '../../src/shared/package-info.js';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveCoursesInProgress } from './resolver.js';

/** The user's courses to continue. */
export const coursesInProgressWidget = {
  type: 'courses_in_progress',
  order: 16,
  version: 1,
  title: 'Courses in progress',
  description: "The user's courses to continue.",
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 3 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => MODULE.ELEARNING,
  migrate: noMigration('courses_in_progress'),
  resolve: resolveCoursesInProgress,
  uiSchema: { hi: hindiGroup() },
  icon: 'BookIcon',
} as const satisfies WidgetDefinition<'courses_in_progress'>;
