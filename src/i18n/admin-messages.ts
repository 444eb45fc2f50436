import adminEnIN from 'virtual:finwell-messages/en-IN/admin';
import { registerMessages } from './browser';

/**
 * The admin area's sentences (the `admin*` namespaces of src/i18n/messages/en-IN, docs/i18n.md): imported by the
 * admin layout, so they travel in the admin chunk and employees never download them. The admin area is English only.
 */
registerMessages('en-IN', adminEnIN);
