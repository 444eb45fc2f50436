import { calculatorIdForSlug, hasCalculator } from './calculator-routes.js';
import { hasModule, isPlannerOnly, MODULE, QUICK_ACCESS, type PackageInfo } from './package-info.js';

/**
 * The client area's route guard (docs/product-rules.md "Client route access"), shared by the browser router and the
 * server. Always-allowed routes, per-module routes, per-calculator / counselling-category /
 * quick-access routes, planner-only users, and the profile rule for session-code users.
 */
export type GuardUser = {
  package_info: PackageInfo | null;
  unique_user_no?: string | null;
  coupon_code?: string | null;
  /** true when the account logged in through a session code or coupon (no own profile). */
  via_session_code?: boolean;
};

export type GuardResult = { allowed: true } | { allowed: false; redirectTo: '/client'; code: 'E-10117' };

const ALWAYS_ALLOWED = [
  '/client',
  '/client/home',
  '/client/my-profile',
  '/client/notifications',
  '/client/task-progress',
  '/client/financial-journey',
  '/client/resources',
  '/client/knowledgebase',
  '/client/help',
];

const MODULE_PREFIXES: Array<{ prefix: string; modules: number[] }> = [
  { prefix: '/client/learning-center', modules: [MODULE.ELEARNING, MODULE.ELEARNING_VIDEOS] },
  { prefix: '/client/counselling', modules: [MODULE.COUNSELLING] },
  { prefix: '/client/webinars', modules: [MODULE.WEBINARS] },
  { prefix: '/client/calculators', modules: [MODULE.CALCULATORS] },
  { prefix: '/client/handbook', modules: [MODULE.HANDBOOK] },
  { prefix: '/client/schemes', modules: [MODULE.QUICK_ACCESS] },
  { prefix: '/client/employee-toolkit', modules: [MODULE.QUICK_ACCESS] },
  { prefix: '/client/financial-planner', modules: [MODULE.FINANCIAL_PLANNER] },
];

const DENY: GuardResult = { allowed: false, redirectTo: '/client', code: 'E-10117' };
const ALLOW: GuardResult = { allowed: true };

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + '/');
}

/** Counselling category slugs (enums.json counsellorCategory) for /client/counselling/<slug>. */
export const COUNSELLOR_CATEGORY_SLUGS: Record<string, number> = { 'mental-health': 1, career: 2, financial: 3 };

/**
 * Every client section the guard knows (always-allowed pages and module sections). A /client URL
 * outside these is unknown: the shell shows the not-found page instead of refusing it.
 */
export const CLIENT_SECTION_PATHS: readonly string[] = [...ALWAYS_ALLOWED, ...MODULE_PREFIXES.map((r) => r.prefix)];

/** True when `pathname` is '/client' or inside a section the guard knows. */
export function isKnownClientPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/client') return true;
  if (!CLIENT_SECTION_PATHS.some((p) => p !== '/client' && under(path, p))) return false;
  if (path.startsWith('/client/calculators/')) {
    const slug = path.slice('/client/calculators/'.length).split('/')[0];
    return !slug || calculatorIdForSlug(slug) !== undefined;
  }
  if (path.startsWith('/client/counselling/')) {
    // A counselling category address must name a category: an unknown one is not found (it showed every counsellor).
    const seg = path.slice('/client/counselling/'.length).split('/')[0];
    return seg === 'counsellor-details' || Object.hasOwn(COUNSELLOR_CATEGORY_SLUGS, seg);
  }
  return true;
}

export function checkClientRoute(user: GuardUser, pathname: string, search = ''): GuardResult {
  const path = pathname.replace(/\/+$/, '') || '/';
  const info = user.package_info;
  const query = new URLSearchParams(search);

  if (isPlannerOnly(info)) {
    return path === '/client' || under(path, '/client/financial-planner') ? ALLOW : DENY;
  }
  if (under(path, '/client/my-profile') && (user.unique_user_no || user.coupon_code) && user.via_session_code)
    return DENY;
  if (ALWAYS_ALLOWED.includes(path)) return ALLOW;
  if (under(path, '/client/knowledgebase')) return ALLOW;
  if (under(path, '/client/financial-journey') || under(path, '/client/resources')) return ALLOW;

  const rule = MODULE_PREFIXES.find((r) => under(path, r.prefix));
  if (!rule) return path.startsWith('/client') ? DENY : ALLOW;
  if (!rule.modules.some((m) => hasModule(info, m))) return DENY;

  const ids = info?.calculator_ids ?? [];
  if (rule.prefix === '/client/calculators') {
    const slug = path.slice('/client/calculators/'.length).split('/')[0];
    const fromQuery = Number(query.get('calculatorId'));
    if (slug) {
      const id = calculatorIdForSlug(slug);
      return id !== undefined && hasCalculator(ids, id) ? ALLOW : DENY;
    }
    if (fromQuery) return hasCalculator(ids, fromQuery) ? ALLOW : DENY;
    return ALLOW;
  }
  if (rule.prefix === '/client/counselling') {
    const seg = path.slice('/client/counselling/'.length).split('/')[0];
    const fromSlug = seg ? COUNSELLOR_CATEGORY_SLUGS[seg] : undefined;
    const fromQuery = Number(query.get('categoryId')) || undefined;
    const category = fromSlug ?? fromQuery;
    if (category !== undefined) return info?.counsellor_category_ids.includes(category) ? ALLOW : DENY;
    return ALLOW;
  }
  if (rule.prefix === '/client/schemes') {
    return info?.quick_access_ids.includes(QUICK_ACCESS.SCHEMES) ? ALLOW : DENY;
  }
  if (rule.prefix === '/client/employee-toolkit') {
    return info?.quick_access_ids.includes(QUICK_ACCESS.EMPLOYEE_TOOLKIT) ? ALLOW : DENY;
  }
  return ALLOW;
}
