import type { WidgetResolver } from '../types.js';

const QUICK_ACCESS_ITEMS: Record<number, { title: string; route: string }> = {
  1: { title: 'Schemes', route: '/client/schemes' },
  2: { title: 'Financial accounts repository checklist', route: '/files/financial-accounts-repository-checklist.xlsx' },
  3: { title: 'Employee toolkit', route: '/client/employee-toolkit' },
};

/** The quick access items of the caller's package. */
export const resolveQuickAccess: WidgetResolver = async (ctx) => ({
  items: ctx.packageInfo.quick_access_ids
    .filter((id) => QUICK_ACCESS_ITEMS[id])
    .map((id) => ({ id, ...QUICK_ACCESS_ITEMS[id] })),
  empty_message: 'No quick access items in your package.',
  empty_message_key: 'widgets.serverEmpty.quickAccess',
});
