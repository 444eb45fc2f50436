import type { MessageKey } from '../../src/i18n/keys.js';
import type { WidgetResolver } from '../types.js';

/** Each item's title is a `widgets` catalogue sentence, given in the reader's language. */
const QUICK_ACCESS_ITEMS: Record<number, { title: MessageKey; route: string }> = {
  1: { title: 'widgets.quickAccessItem.1', route: '/client/schemes' },
  2: { title: 'widgets.quickAccessItem.2', route: '/files/financial-accounts-repository-checklist.xlsx' },
  3: { title: 'widgets.quickAccessItem.3', route: '/client/employee-toolkit' },
};

/** The quick access items of the caller's package. */
export const resolveQuickAccess: WidgetResolver = async (ctx) => ({
  items: ctx.packageInfo.quick_access_ids
    .filter((id) => QUICK_ACCESS_ITEMS[id])
    .map((id) => ({
      id,
      title: ctx.t(QUICK_ACCESS_ITEMS[id].title),
      route: QUICK_ACCESS_ITEMS[id].route,
    })),
  empty_message: 'No quick access items in your package.',
  empty_message_key: 'widgets.serverEmpty.quickAccess',
});
