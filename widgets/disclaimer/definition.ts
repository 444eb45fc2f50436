import schemaV1 from '../../schemas/widgets/disclaimer.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveDisclaimer } from './resolver.js';

/** The company disclaimer or a custom one. */
export const disclaimerWidget = {
  type: 'disclaimer',
  order: 3,
  version: 1,
  title: 'Disclaimer',
  description: 'The company disclaimer or a custom one.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 12, h: 1 },
  minSize: { w: 4, h: 1 },
  maxSize: { w: 12, h: 3 },
  moduleFor: () => null,
  migrate: noMigration('disclaimer'),
  resolve: resolveDisclaimer,
  uiSchema: {
    text: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } },
    hi: hindiGroup({ text: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } } }),
  },
  icon: 'ShieldIcon',
} as const satisfies WidgetDefinition<'disclaimer'>;
