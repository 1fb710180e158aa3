import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { Switch } from '@admin/components/ui/switch';
import type { FaqRow } from './api/list-faqs';

interface FaqItemProps {
  faq: FaqRow;
  onEdit: () => void;
  onDelete: () => void;
  onPublishedChange: (published: boolean) => void;
}

/** One FAQ in its category's list: the question, the start of the answer, published, actions. */
export function FaqItem({ faq, onEdit, onDelete, onPublishedChange }: FaqItemProps) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="faq-item">
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-medium text-ink-950">{faq.question}</p>
        <p className="line-clamp-2 text-sm text-ink-700">{faq.answer}</p>
      </div>
      <div className="w-32">
        <Switch
          label="Published"
          labelContext={faq.question}
          checked={faq.is_published}
          onCheckedChange={onPublishedChange}
        />
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit FAQ: ${faq.question}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete FAQ: ${faq.question}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
