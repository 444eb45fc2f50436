import schemaV1 from '../../schemas/widgets/video.v1.schema.json';
import { noData, noMigration, type WidgetDefinition, hindiGroup } from '../types.js';

/** An embedded video (YouTube, Vimeo or mp4). */
export const videoWidget = {
  type: 'video',
  order: 6,
  version: 1,
  title: 'Video',
  description: 'An embedded video (YouTube, Vimeo or mp4).',
  schemas: { 1: schemaV1 },
  defaultSize: { w: 6, h: 4 },
  minSize: { w: 3, h: 2 },
  maxSize: { w: 12, h: 8 },
  moduleFor: () => null,
  migrate: noMigration('video'),
  resolve: noData,
  uiSchema: { url: { 'ui:placeholder': 'https://www.youtube.com/watch?v=…' }, hi: hindiGroup() },
  icon: 'VideoIcon',
} as const satisfies WidgetDefinition<'video'>;
