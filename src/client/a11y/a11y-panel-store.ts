import { useSyncExternalStore } from 'react';

/** Whether the accessibility panel is open: one panel in the root layout, opened from any header. */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  open = next;
  for (const l of listeners) l();
}

export const openA11yPanel = () => setOpen(true);
export const closeA11yPanel = () => setOpen(false);

export function useA11yPanelOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
