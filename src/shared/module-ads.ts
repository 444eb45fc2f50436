import { hasModule, MODULE, type PackageInfo } from './package-info.js';

/** A package's ad for one module (module id, ad_image, ad_url; docs/commerce.md "Module ads"). */
export type ModuleAd = { module_id: number; image: string; url: string | null };

/**
 * The first page of each module's section and the modules whose ad it shows, in order
 * (docs/commerce.md "Module ads"): the learning center shows the e-learning ad, else the videos ad.
 */
const SECTION_MODULES: Array<[string, number[]]> = [
  ['/client/learning-center', [MODULE.ELEARNING, MODULE.ELEARNING_VIDEOS]],
  ['/client/calculators', [MODULE.CALCULATORS]],
  ['/client/counselling', [MODULE.COUNSELLING]],
  ['/client/webinars', [MODULE.WEBINARS]],
  ['/client/knowledgebase', [MODULE.KNOWLEDGEBASE, MODULE.FINGUIDE]],
  ['/client/handbook', [MODULE.HANDBOOK]],
  ['/client/schemes', [MODULE.QUICK_ACCESS]],
  ['/client/employee-toolkit', [MODULE.QUICK_ACCESS]],
  ['/client/financial-planner', [MODULE.FINANCIAL_PLANNER]],
];

/** Only images the portal can show safely: https addresses and the portal's own checked uploads. */
const SAFE_IMAGE = /^(https:\/\/|\/files\/)/;
const SAFE_LINK = /^https:\/\//;

/**
 * The package ad to show on `pathname`: only on a section's first page (not on every calculator or
 * course), only for a module the package has, and only with an image. A link that is not https is dropped.
 */
export function moduleAdFor(info: PackageInfo | null, pathname: string): ModuleAd | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const section = SECTION_MODULES.find(([prefix]) => prefix === path);
  if (!section || !info) return null;
  for (const moduleId of section[1]) {
    if (!hasModule(info, moduleId)) continue;
    const m = info.modules.find((x) => x.module_id === moduleId);
    if (m?.ad_image && SAFE_IMAGE.test(m.ad_image)) {
      return { module_id: moduleId, image: m.ad_image, url: m.ad_url && SAFE_LINK.test(m.ad_url) ? m.ad_url : null };
    }
  }
  return null;
}
