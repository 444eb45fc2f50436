import type { Plugin } from 'vite';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { catalogueDir, compileCatalogueModule } from './catalogue-files.js';
import { isLocale } from './locales.js';

const PREFIX = 'virtual:finwell-messages/';

/**
 * `import messages from 'virtual:finwell-messages/en-IN'`: the locale's portal catalogue compiled at build time by
 * @messageformat/core; `virtual:finwell-messages/en-IN/admin` is the admin area's part (loaded with its chunk). Compiled
 * into plain functions (docs/i18n.md), so the browser carries no message parser. A syntax error
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
      const [locale, group = 'portal'] = id.slice(PREFIX.length + 1).split('/');
      if (!isLocale(locale) || (group !== 'portal' && group !== 'admin'))
        throw new Error(`No message catalogue "${id.slice(1)}"`);
      const dir = catalogueDir(locale);
      for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      return compileCatalogueModule(locale, group);
    },
  };
}
