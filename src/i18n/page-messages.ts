import pagesEnIN from 'virtual:finwell-messages/en-IN/pages';
import { registerMessages } from './browser';

/**
 * The `pages` part of the catalogue (docs/i18n.md "Catalogue parts"): every portal namespace that the entry's first
 * paint does not need. `ensurePageMessages()` (src/i18n/browser.ts) loads this module with the first lazy page.
 */
registerMessages('en-IN', pagesEnIN);
