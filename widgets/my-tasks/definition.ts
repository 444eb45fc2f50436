import schemaV1 from '../../schemas/widgets/my_tasks.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveMyTasks } from './resolver.js';

/** The user's open tasks. */
export const myTasksWidget = {
  type: 'my_tasks',
  order: 11,
  version: 1,
  title: 'My tasks',
  description: "The user's open tasks.",
  schemas: { 1: schemaV1 },
  defaultSize: { w: 4, h: 4 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 8 },
  moduleFor: () => null,
  migrate: noMigration('my_tasks'),
  resolve: resolveMyTasks,
  uiSchema: { hi: hindiGroup() },
  icon: 'CheckCircleIcon',
} as const satisfies WidgetDefinition<'my_tasks'>;
