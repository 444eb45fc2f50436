import type { Locale } from './locales';

type MessageFunction = (values?: Record<string, unknown>) => string;
type CompiledTree = { [key: string]: MessageFunction | CompiledTree };
type Part = 'entry' | 'errors' | 'widgets' | 'pages';

/**
 * The lazily loaded parts of the catalogues (docs/i18n.md "Catalogue parts"): each is its own chunk, fetched when a
 * lazy page first needs the `pages` part (and the `errors` part), a code outside the entry's few is shown, the first home page
 * widget renders (the `widgets` part), or a person chooses the locale. en-IN's entry part is in the entry script.
 */
const parts: Record<Locale, Record<Part, () => Promise<{ default: CompiledTree }>>> = {
  'en-IN': {
    entry: () => import('virtual:finwell-messages/en-IN'),
    errors: () => import('virtual:finwell-messages/en-IN/errors'),
    widgets: () => import('virtual:finwell-messages/en-IN/widgets'),
    pages: () => import('virtual:finwell-messages/en-IN/pages'),
  },
  'hi-IN': {
    entry: () => import('virtual:finwell-messages/hi-IN'),
    errors: () => import('virtual:finwell-messages/hi-IN/errors'),
    widgets: () => import('virtual:finwell-messages/hi-IN/widgets'),
    pages: () => import('virtual:finwell-messages/hi-IN/pages'),
  },
};

export async function loadLocalePart(locale: Locale, part: Part): Promise<CompiledTree> {
  return (await parts[locale][part]()).default;
}
