/** One scheme in the searchable lists (GET calculator/mutual-fund-schemes): the server's row and the pages' type. */
export type SchemeListItem = {
  schemeCode: number;
  schemeName: string;
  amc: string | null;
  broadCategory: string | null;
  category: string | null;
  plan: string | null;
  option: string | null;
  latestNav: number | null;
  latestNavDate: string | null;
  navFirstDate: string | null;
  active: boolean;
  hasDailyHistory: boolean;
  trackedIndex: string | null;
  hasPortfolio: boolean;
};
