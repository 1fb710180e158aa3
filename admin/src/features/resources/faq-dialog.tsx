import { Dialog } from '@admin/components/ui/dialog';
import type { FaqRow } from './api/list-faqs';
import { FaqForm } from './faq-form';

interface FaqDialogProps {
  editing: FaqRow | 'new' | null;
  faqs: readonly FaqRow[];
  onClose: () => void;
}

export function FaqDialog({ editing, faqs, onClose }: FaqDialogProps) {
  const faq = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      className="max-w-xl"
    >
      {editing !== null && <FaqForm key={faq?.id ?? 'new'} faq={faq} faqs={faqs} onDone={onClose} />}
    </Dialog>
  );
}
