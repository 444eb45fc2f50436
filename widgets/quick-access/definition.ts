import schemaV1 from '../../schemas/widgets/quick_access.v1.schema.json';
import { MODULE } from '../../src/shared/package-info.js';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveQuickAccess } from './resolver.js';

/** Schemes, the financial accounts checklist and the employee toolkit. */
export const quickAccessWidget = {
  type: 'quick_access',
  order: 17,
  version: 1,
  title: 'Quick access',
  description: 'Schemes, the financial accounts checklist and the employee toolkit.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 4, h: 3 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: () => MODULE.QUICK_ACCESS,
  migrate: noMigration('quick_access'),
  resolve: resolveQuickAccess,
  uiSchema: { hi: hindiGroup() },
  icon: 'GridIcon',
} as const satisfies WidgetDefinition<'quick_access'>;
