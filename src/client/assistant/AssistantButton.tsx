import { useState } from 'react';
import { Dialog } from '../components/Dialog';
import { SparkleIcon } from '../components/Icons';
import { AssistantChat } from './AssistantChat';

/** The header's 'Ask me anything' button and its popup (product.md "Popups"; docs/assistant.md). */
export function AssistantButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rounded-full p-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label="Ask me anything"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="assistant-open"
      >
        <SparkleIcon size={22} />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ask me anything"
        description="Answers come from FinWell's guides and FAQs; numbers come from the calculators."
        size="lg"
      >
        <AssistantChat onNavigate={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
