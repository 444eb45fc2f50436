import { AppError } from '../../../shared/app-error.js';
import type { Locale } from '../../../i18n/locales.js';
import { isPlannerOnly } from '../../../shared/package-info.js';
import type { AuthContext } from '../../plugins/access.js';
import { fileLinks, type FileLinks } from '../learning/file-links.js';

export type Viewer = {
  userId: number;
  companyId: number | null;
  /** Signed links to the learning-center videos a topic's video step plays (docs/journey.md, "Videos"). */
  videoLinks?: FileLinks;
  /** The reader's language for admin-authored text (docs/i18n.md "Admin content in Hindi"); English when absent. */
  locale?: Locale;
};

/**
 * The journey, resources and risk assessment are always allowed (docs/journey.md "Access"), except for
 * users whose package holds only the financial planner: they may use only /client and the planner,
 * so their calls here answer E-10117 like the route guard (src/shared/route-guard.ts).
 */
export function viewerOf(auth: AuthContext | null, secretsKey?: string, locale?: Locale): Viewer {
  if (!auth) throw new AppError('E-10010');
  if (isPlannerOnly(auth.packageInfo)) throw new AppError('E-10117');
  return {
    userId: auth.user.id,
    companyId: auth.user.company_id,
    videoLinks: secretsKey === undefined ? undefined : fileLinks(secretsKey, auth.user.id, Date.now(), locale),
    ...(locale ? { locale } : {}),
  };
}
