import schemaV1 from '../../schemas/widgets/streak_message.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveStreakMessage } from './resolver.js';

/** How many IST days in a row the user has learnt something (the rule: ./streak.ts). */
export const streakMessageWidget = {
  type: 'streak_message',
  order: 10,
  version: 1,
  title: 'Streak message',
  description: 'How many days in a row the user has visited.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 4, h: 2 },
  minSize: { w: 3, h: 1 },
  maxSize: { w: 12, h: 3 },
  moduleFor: () => null,
  migrate: noMigration('streak_message'),
  resolve: resolveStreakMessage,
  uiSchema: { hi: hindiGroup() },
  icon: 'TargetIcon',
} as const satisfies WidgetDefinition<'streak_message'>;
