import type { Plugin } from 'vite';
import { catalogueFile, compileCatalogueModule } from './catalogue-files.js';
import { isLocale } from './locales.js';

const PREFIX = 'virtual:finwell-messages/';

/**
 * `import messages from 'virtual:finwell-messages/en-IN'`: the locale's catalogue compiled at build time by
 * @messageformat/core into plain functions (docs/i18n.md), so the browser carries no message parser. A syntax error
 * in a catalogue fails the build; the dev server reloads when a catalogue file changes.
 */
export function finwellMessages(): Plugin {
  return {
    name: 'finwell-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!isLocale(locale)) throw new Error(`No message catalogue for locale "${locale}"`);
      this.addWatchFile(catalogueFile(locale));
      return compileCatalogueModule(locale);
    },
  };
}
