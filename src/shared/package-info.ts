/** What a user's package opens (docs/product-rules.md "Package info and modules"). */
export type PackageModule = { module_id: number; ad_image?: string | null; ad_url?: string | null };
export type PackageInfo = {
  modules: PackageModule[];
  calculator_ids: number[];
  counsellor_category_ids: number[];
  quick_access_ids: number[];
};

export const EMPTY_PACKAGE: PackageInfo = {
  modules: [],
  calculator_ids: [],
  counsellor_category_ids: [],
  quick_access_ids: [],
};

export const MODULE = {
  ELEARNING: 1,
  CALCULATORS: 2,
  COUNSELLING: 3,
  WEBINARS: 4,
  KNOWLEDGEBASE: 5,
  ELEARNING_VIDEOS: 6,
  FINGUIDE: 7,
  HANDBOOK: 8,
  QUICK_ACCESS: 9,
  FINANCIAL_PLANNER: 10,
} as const;

export const QUICK_ACCESS = { SCHEMES: 1, ACCOUNTS_CHECKLIST: 2, EMPLOYEE_TOOLKIT: 3 } as const;

export function hasModule(info: PackageInfo | null | undefined, moduleId: number): boolean {
  return !!info?.modules.some((m) => m.module_id === moduleId);
}

/** A user whose package holds only the financial planner may use only /client and the planner. */
export function isPlannerOnly(info: PackageInfo | null | undefined): boolean {
  return !!info && info.modules.length === 1 && info.modules[0].module_id === MODULE.FINANCIAL_PLANNER;
}
