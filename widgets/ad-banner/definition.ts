import schemaV1 from '../../schemas/widgets/ad_banner.v1.schema.json';
import { noMigration, type WidgetDefinition } from '../types.js';
import { resolveAdBanner } from './resolver.js';

/** Admin-managed ads (widget, webinar or spotlight placement); clicks open after 500 ms. */
export const adBannerWidget = {
  type: 'ad_banner',
  order: 8,
  version: 1,
  title: 'Ad banner',
  description: 'Admin-managed ads (widget, webinar or spotlight placement); clicks open after 500 ms.',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 12, h: 2 },
  minSize: { w: 4, h: 1 },
  maxSize: { w: 12, h: 4 },
  moduleFor: () => null,
  migrate: noMigration('ad_banner'),
  resolve: resolveAdBanner,
  uiSchema: {
    placement: {
      'ui:widget': 'radio',
      'ui:enumNames': ['Widget', 'Webinar', 'Spotlight'],
      'ui:help': 'Which widget messages to show (manage them under Widgets & landing pages).',
    },
  },
  icon: 'SparkleIcon',
} as const satisfies WidgetDefinition<'ad_banner'>;
