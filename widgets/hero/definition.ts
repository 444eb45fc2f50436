import schemaV1 from '../../schemas/widgets/hero.v1.schema.json';
import schemaV2 from '../../schemas/widgets/hero.v2.schema.json';
import { MODULE } from '../../src/shared/package-info.js';
import { noData, type Props, type WidgetDefinition, hindiGroup } from '../types.js';
import { heroSection } from '../../schemas/catalogue/enums.json';

/** Labels of the hero sections (enums.json "heroSection"). */
export const heroSectionLabels: Record<string, string> = Object.fromEntries(
  Object.entries(heroSection).filter(([k]) => k !== '$comment'),
);

/** Hero section -> the module that section belongs to (home is for everyone). */
const SECTION_MODULE: Record<string, number | null> = {
  home: null,
  webinars: MODULE.WEBINARS,
  counselling: MODULE.COUNSELLING,
  calculators: MODULE.CALCULATORS,
  learning_center: MODULE.ELEARNING,
  knowledge_base: MODULE.KNOWLEDGEBASE,
  employee_handbook: MODULE.HANDBOOK,
};

/**
 * v1 -> v2: `title` became `heading`, `subtitle` became `subheading`, and `align` was added.
 * @example migrateHeroV1({ section: 'home', title: 'Hi', subtitle: 'There' })
 *   // -> { section: 'home', heading: 'Hi', subheading: 'There', align: 'left' }
 */
export function migrateHeroV1(props: Props): Props {
  const { title, subtitle, ...rest } = props;
  if (typeof title !== 'string' || title.trim() === '')
    throw new Error('hero v1: title missing, cannot derive heading');
  return { ...rest, heading: title, subheading: typeof subtitle === 'string' ? subtitle : '', align: 'left' };
}

/** Headline banner for a section of the portal (home, webinars, counselling, ...). */
export const heroWidget = {
  type: 'hero',
  order: 1,
  version: 2,
  title: 'Hero',
  description:
    'Headline banner for a section of the portal (home, webinars, counselling, calculators, learning center, knowledge base, employee handbook).',
  schemas: { 1: schemaV1, 2: schemaV2 },
  defaultSize: { w: 12, h: 3 },
  minSize: { w: 4, h: 2 },
  maxSize: { w: 12, h: 6 },
  moduleFor: (props: Props) => SECTION_MODULE[String(props.section ?? 'home')] ?? null,
  migrate: (fromVersion: number, props: Props): Props => {
    let p = props;
    let v = fromVersion;
    if (v === 1) {
      p = migrateHeroV1(p);
      v = 2;
    }
    if (v !== 2) throw new Error(`hero: no migration from version ${fromVersion}`);
    return p;
  },
  resolve: noData,
  uiSchema: {
    'ui:order': ['section', 'heading', 'subheading', 'align', 'cta_label', 'cta_route', 'image_url', 'hi'],
    section: { 'ui:enumNames': Object.values(heroSectionLabels) },
    subheading: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    align: { 'ui:widget': 'radio', 'ui:enumNames': ['Left', 'Centre'] },
    cta_route: { 'ui:placeholder': '/client/calculators', 'ui:help': 'A portal route starting with /client' },
    hi: hindiGroup({ subheading: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } }),
  },
  icon: 'HomeIcon',
} as const satisfies WidgetDefinition<'hero'>;
