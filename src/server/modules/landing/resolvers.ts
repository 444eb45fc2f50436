import type { Locale } from '../../../i18n/locales.js';
import type { PackageInfo } from '../../../shared/package-info.js';
import type { WidgetContext } from '../../../../widgets/types.js';
import type { Db } from '../../db/index.js';
import { translator } from '../../i18n.js';
import { widgetDataAccess } from './data-access.js';

/** The caller, as the landing routes know them; the widget resolvers receive it as a WidgetContext. */
export type ResolveContext = {
  db: Db;
  userId: number | null;
  companyId: number | null;
  isRetail: boolean;
  packageInfo: PackageInfo;
  company: { disclaimer: string | null } | null;
  /** The reader's language: admin-authored text (widget props, notifications, spotlights, ...) is read in it. */
  locale: Locale;
};

/** The context a widget folder's resolver gets: the caller and the data access bound to them. */
export function widgetContextFor(ctx: ResolveContext): WidgetContext {
  return {
    data: widgetDataAccess(ctx.db, { companyId: ctx.companyId, isRetail: ctx.isRetail, locale: ctx.locale }),
    userId: ctx.userId,
    companyId: ctx.companyId,
    packageInfo: ctx.packageInfo,
    company: ctx.company,
    locale: ctx.locale,
    t: translator(ctx.locale),
  };
}
