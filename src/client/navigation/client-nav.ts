import enums from '../../../schemas/catalogue/enums.json';
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
  label: string;
  description: string;
  icon: ClientNavIcon;
  moduleIds: number[];
};

const moduleLabel = (id: number) => (enums.module as Record<string, string>)[String(id)];

export const HOME_NAV_ITEM: ClientNavItem = {
  key: 'home',
  to: '/client/home',
  label: 'Home',
  description: 'Your dashboard',
  icon: 'home',
  moduleIds: [],
};

const MODULE_ITEMS: ClientNavItem[] = [
  {
    key: 'learning',
    to: '/client/learning-center',
    label: 'Learning Center',
    description: 'Courses, videos and playlists on money matters, at your pace.',
    icon: 'learning',
    moduleIds: [MODULE.ELEARNING, MODULE.ELEARNING_VIDEOS],
  },
  {
    key: 'calculators',
    to: '/client/calculators',
    label: moduleLabel(MODULE.CALCULATORS),
    description: 'Plan SIPs, loans, taxes and retirement with 26 calculators.',
    icon: 'calculators',
    moduleIds: [MODULE.CALCULATORS],
  },
  {
    key: 'counselling',
    to: '/client/counselling',
    label: moduleLabel(MODULE.COUNSELLING),
    description: 'Book a one-to-one session with a certified counsellor.',
    icon: 'counselling',
    moduleIds: [MODULE.COUNSELLING],
  },
  {
    key: 'webinars',
    to: '/client/webinars',
    label: moduleLabel(MODULE.WEBINARS),
    description: 'Join live sessions or watch recordings from experts.',
    icon: 'webinars',
    moduleIds: [MODULE.WEBINARS],
  },
  {
    key: 'knowledge',
    to: '/client/knowledgebase',
    label: 'Knowledge Base',
    description: 'Answers, finguides and blogs on everyday finance.',
    icon: 'knowledge',
    moduleIds: [MODULE.KNOWLEDGEBASE, MODULE.FINGUIDE],
  },
  {
    key: 'handbook',
    to: '/client/handbook',
    label: 'Handbook',
    description: 'The employee handbook: guides on taxes, investing, loans and more.',
    icon: 'handbook',
    moduleIds: [MODULE.HANDBOOK],
  },
];

const PLANNER_ITEM: ClientNavItem = {
  key: 'planner',
  to: '/client/financial-planner',
  label: moduleLabel(MODULE.FINANCIAL_PLANNER),
  description: 'Build your plan for savings, protection, goals and retirement.',
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
        label: 'Schemes',
        description: 'Government savings and pension schemes explained.',
        icon: 'schemes',
        moduleIds: [MODULE.QUICK_ACCESS],
      });
    }
    if (info?.quick_access_ids.includes(QUICK_ACCESS.EMPLOYEE_TOOLKIT)) {
      items.push({
        key: 'toolkit',
        to: '/client/employee-toolkit',
        label: 'Employee Toolkit',
        description: 'Checklists and templates to organise your finances.',
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
