import type { UiSchema } from '@rjsf/utils';
import type { WidgetType } from '../../../../../widgets/types';
import type { FormRecord } from '../../../forms/schema-validator';

const FEATURE_NAMES = ['E-Learning', 'Counselling', 'Calculators', 'Webinars', 'Knowledge Base', 'Employee Handbook'];
const SECTION_NAMES = [
  'Home',
  'Webinars',
  'Counselling',
  'Calculators',
  'Learning center',
  'Knowledge base',
  'Employee handbook',
];

/** How the designer's settings form shows each type's props (the schema itself comes from the registry). */
export const widgetUiSchemas: Record<WidgetType, UiSchema<FormRecord>> = {
  hero: {
    'ui:order': ['section', 'heading', 'subheading', 'align', 'cta_label', 'cta_route', 'image_url'],
    section: { 'ui:enumNames': SECTION_NAMES },
    subheading: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    align: { 'ui:widget': 'radio', 'ui:enumNames': ['Left', 'Centre'] },
    cta_route: { 'ui:placeholder': '/client/calculators', 'ui:help': 'A portal route starting with /client' },
  },
  feature_tiles: { features: { 'ui:widget': 'checkboxes', 'ui:enumNames': FEATURE_NAMES } },
  disclaimer: { text: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } } },
  rich_text: {
    html: {
      'ui:widget': 'textarea',
      'ui:options': { rows: 10 },
      'ui:help':
        'Allowed: paragraphs, headings, lists, bold, italics, tables and https links. Anything else is removed on save.',
    },
  },
  image: { src: { 'ui:placeholder': 'https://… or /files/…' }, link_route: { 'ui:placeholder': '/client/…' } },
  video: { url: { 'ui:placeholder': 'https://www.youtube.com/watch?v=…' } },
  cta: {
    text: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    route: { 'ui:placeholder': '/client/counselling' },
  },
  ad_banner: {
    placement: {
      'ui:widget': 'radio',
      'ui:enumNames': ['Widget', 'Webinar', 'Spotlight'],
      'ui:help': 'Which widget messages to show (manage them under Widgets & landing pages).',
    },
  },
  monthly_spotlight: {},
  streak_message: {},
  my_tasks: {},
  notifications: {},
  popular_calculators: {},
  upcoming_webinars: {},
  featured_counsellors: {},
  courses_in_progress: {},
  quick_access: {},
  journey_progress: {},
};
