import schemaV1 from '../../schemas/widgets/cta.v1.schema.json';
import { noMigration, type WidgetDefinition, hindiGroup } from '../types.js';
import { resolveCta } from './resolver.js';

/** A short message with a button to a portal page. */
export const ctaWidget = {
  type: 'cta',
  order: 7,
  version: 1,
  title: 'Call to action',
  description: 'A short message with a button to a portal page.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 4, h: 2 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 4 },
  moduleFor: () => null,
  migrate: noMigration('cta'),
  resolve: resolveCta,
  uiSchema: {
    text: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    route: { 'ui:placeholder': '/client/counselling' },
    hi: hindiGroup({ text: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } }),
  },
  icon: 'ChatIcon',
} as const satisfies WidgetDefinition<'cta'>;
