import type { Plugin } from 'vite';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_GROUPS, catalogueDir, compileCatalogueModule, type CatalogueGroup } from './catalogue-files.js';
import { isLocale, LOCALES } from './locales.js';

const PREFIX = 'virtual:finwell-messages/';
const SELECTABLE = 'virtual:finwell-selectable-locales';
const PENDING_FILE = path.join(path.dirname(catalogueDir('en-IN')), '..', 'translation-pending.json');

/**
 * `import messages from 'virtual:finwell-messages/en-IN'`: the entry part of the locale's catalogue compiled at build
 * time by @messageformat/core; `virtual:finwell-messages/en-IN/pages` and `.../admin` are the lazy parts
 * (src/i18n/catalogue-files.ts `namespaceGroup`; the `server` part is never served). Compiled into plain functions (docs/i18n.md), so the browser carries no message parser. A syntax error
 * in a catalogue fails the build; the dev server reloads when a catalogue file changes.
 */
export function finwellMessages(): Plugin {
  return {
    name: 'finwell-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) || id === SELECTABLE ? `\0${id}` : undefined;
    },
    load(id) {
      // The locales a person may choose: en-IN, and a locale none of whose namespaces is still pending
      // (src/i18n/translation-pending.json), without sending that file to the browser (docs/performance.md).
      if (id === `\0${SELECTABLE}`) {
        this.addWatchFile(PENDING_FILE);
        const pending = JSON.parse(readFileSync(PENDING_FILE, 'utf8')) as Record<string, unknown>;
        const selectable = LOCALES.filter(
          (l) => l === 'en-IN' || (Array.isArray(pending[l]) && pending[l].length === 0),
        );
        return `export default ${JSON.stringify(selectable)};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, group = 'entry'] = id.slice(PREFIX.length + 1).split('/');
      if (!isLocale(locale) || !isBrowserGroup(group)) throw new Error(`No message catalogue "${id.slice(1)}"`);
      const dir = catalogueDir(locale);
      if (existsSync(dir)) for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      // Component tests render lazy parts without their loaders: under Vitest the entry module holds every part.
      if (process.env.VITEST && group === 'entry') return compileCatalogueModule(locale, 'browser');
      return compileCatalogueModule(locale, group);
    },
  };
}

function isBrowserGroup(group: string): group is CatalogueGroup {
  return group !== 'server' && (CATALOGUE_GROUPS as readonly string[]).includes(group);
}
