import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, showErrorToast, showToast, subscribeToasts, updateToast } from './toast-store';

/** `const { toast, toastError } = useToast(); toast({ title: 'Saved' }); toastError(err);` */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast: showToast, toastError: showErrorToast, dismiss: dismissToast, update: updateToast };
}
