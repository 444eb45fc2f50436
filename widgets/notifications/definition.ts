import schemaV1 from '../../schemas/widgets/notifications.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveNotifications } from './resolver.js';

/** The latest notifications for the user. */
export const notificationsWidget = {
  type: 'notifications',
  order: 12,
  version: 1,
  title: 'Notifications',
  description: 'The latest notifications for the user.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 4, h: 4 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 8 },
  moduleFor: () => null,
  migrate: noMigration('notifications'),
  resolve: resolveNotifications,
  uiSchema: { hi: hindiGroup() },
  icon: 'BellIcon',
} as const satisfies WidgetDefinition<'notifications'>;
