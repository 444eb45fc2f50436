import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';

/**
 * A package's text in the reader's language (docs/i18n.md "Admin content in Hindi", docs/commerce.md "Hindi"). What
 * a visitor or user reads of a package is its name and description (the sign-up page, the plan on the help page,
 * a coupon link, the renewal e-mails): those may carry Hindi in `packages.hi`. Modules, calculators, categories and
 * quick access items are ids, named by the client from its catalogue (`enums.module`), never admin-written text.
 */

/** The package fields with a Hindi value. */
export const PACKAGE_HINDI = ['name', 'description'] as const;

/** Name and description in `locale`: the Hindi where written, the English field by field where not. */
export function packageText(
  p: { name: string; description?: string | null; hi?: unknown },
  locale: Locale,
): { name: string; description: string } {
  const text = localised({ name: p.name, description: p.description ?? '', hi: p.hi }, locale);
  return { name: text.name, description: text.description };
}

/** Only the name in `locale` (a package named inside a sentence or an e-mail). */
export const packageName = (p: { name: string; hi?: unknown }, locale: Locale): string => packageText(p, locale).name;
