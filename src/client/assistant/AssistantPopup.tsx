import { Dialog } from '../components/Dialog';
import { useT } from '../../i18n/browser';
import { AssistantChat } from './AssistantChat';

/** The header's assistant popup (AssistantButton.tsx opens it; its code loads with the first opening). */
export function AssistantPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('assistant.title')}
      description={t('assistant.description')}
      size="lg"
    >
      <AssistantChat onNavigate={onClose} />
    </Dialog>
  );
}
