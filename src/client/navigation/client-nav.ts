import type { MessageKey } from '../../i18n/browser';
import { hasModule, MODULE, QUICK_ACCESS, type PackageInfo } from '../../shared/package-info';

/**
 * The client navigation, built from the modules of the user's package (enums.json module):
 * 1/6 learning-center, 2 calculators, 3 counselling, 4 webinars, 5/7 knowledgebase, 8 handbook,
 * 9 schemes / employee-toolkit (per quick-access item), 10 financial-planner.
 */
export type ClientNavIcon =
  | 'home'
  | 'learning'
  | 'calculators'
  | 'counselling'
  | 'webinars'
  | 'knowledge'
  | 'handbook'
  | 'schemes'
  | 'toolkit'
  | 'planner';
export type ClientNavItem = {
  key: string;
  to: string;
  /** Message keys (translated where the item renders). */
  label: MessageKey;
  description: MessageKey;
  icon: ClientNavIcon;
  moduleIds: number[];
};

export const HOME_NAV_ITEM: ClientNavItem = {
  key: 'home',
  to: '/client/home',
  label: 'layout.nav.home',
  description: 'layout.nav.homeDescription',
  icon: 'home',
  moduleIds: [],
};

const MODULE_ITEMS: ClientNavItem[] = [
  {
    key: 'learning',
    to: '/client/learning-center',
    label: 'layout.nav.learning',
    description: 'layout.nav.learningDescription',
    icon: 'learning',
    moduleIds: [MODULE.ELEARNING, MODULE.ELEARNING_VIDEOS],
  },
  {
    key: 'calculators',
    to: '/client/calculators',
    label: 'layout.nav.calculators',
    description: 'layout.nav.calculatorsDescription',
    icon: 'calculators',
    moduleIds: [MODULE.CALCULATORS],
  },
  {
    key: 'counselling',
    to: '/client/counselling',
    label: 'layout.nav.counselling',
    description: 'layout.nav.counsellingDescription',
    icon: 'counselling',
    moduleIds: [MODULE.COUNSELLING],
  },
  {
    key: 'webinars',
    to: '/client/webinars',
    label: 'layout.nav.webinars',
    description: 'layout.nav.webinarsDescription',
    icon: 'webinars',
    moduleIds: [MODULE.WEBINARS],
  },
  {
    key: 'knowledge',
    to: '/client/knowledgebase',
    label: 'layout.nav.knowledge',
    description: 'layout.nav.knowledgeDescription',
    icon: 'knowledge',
    moduleIds: [MODULE.KNOWLEDGEBASE, MODULE.FINGUIDE],
  },
  {
    key: 'handbook',
    to: '/client/handbook',
    label: 'layout.nav.handbook',
    description: 'layout.nav.handbookDescription',
    icon: 'handbook',
    moduleIds: [MODULE.HANDBOOK],
  },
];

const PLANNER_ITEM: ClientNavItem = {
  key: 'planner',
  to: '/client/financial-planner',
  label: 'layout.nav.planner',
  description: 'layout.nav.plannerDescription',
  icon: 'planner',
  moduleIds: [MODULE.FINANCIAL_PLANNER],
};

/** Module pages the package opens, in menu order (Home not included). */
export function buildModuleNav(info: PackageInfo | null | undefined): ClientNavItem[] {
  const items = MODULE_ITEMS.filter((item) => item.moduleIds.some((m) => hasModule(info, m)));
  if (hasModule(info, MODULE.QUICK_ACCESS)) {
    if (info?.quick_access_ids.includes(QUICK_ACCESS.SCHEMES)) {
      items.push({
        key: 'schemes',
        to: '/client/schemes',
        label: 'layout.nav.schemes',
        description: 'layout.nav.schemesDescription',
        icon: 'schemes',
        moduleIds: [MODULE.QUICK_ACCESS],
      });
    }
    if (info?.quick_access_ids.includes(QUICK_ACCESS.EMPLOYEE_TOOLKIT)) {
      items.push({
        key: 'toolkit',
        to: '/client/employee-toolkit',
        label: 'layout.nav.toolkit',
        description: 'layout.nav.toolkitDescription',
        icon: 'toolkit',
        moduleIds: [MODULE.QUICK_ACCESS],
      });
    }
  }
  if (hasModule(info, MODULE.FINANCIAL_PLANNER)) items.push(PLANNER_ITEM);
  return items;
}

export function buildClientNav(info: PackageInfo | null | undefined): ClientNavItem[] {
  return [HOME_NAV_ITEM, ...buildModuleNav(info)];
}

/** The name (message key) of the client section an address belongs to, for a refusal notice; undefined when none. */
export function sectionLabelFor(path: string): MessageKey | undefined {
  const sections: Array<Pick<ClientNavItem, 'to' | 'label'>> = [
    ...MODULE_ITEMS,
    PLANNER_ITEM,
    { to: '/client/schemes', label: 'layout.nav.schemes' },
    { to: '/client/employee-toolkit', label: 'layout.nav.toolkit' },
  ];
  return sections.find((s) => path === s.to || path.startsWith(`${s.to}/`))?.label;
}
