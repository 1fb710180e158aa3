import { Plus } from 'lucide-react';
import { useState } from 'react';
import { DeleteDialog } from '@admin/components/content-resource/delete-dialog';
import { REORDER_FEEDBACK } from '@admin/components/content/reorder-feedback';
import { SortableList } from '@admin/components/content/sortable-list';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { FAQS, type FaqRow, groupFaqs, useFaqs } from './api/list-faqs';
import { FAQ_ERRORS } from './error-messages';
import { useReorderFaqs } from './api/reorder-faqs';
import { useSetFaqPublished } from './api/set-faq-published';
import { FaqDialog } from './faq-dialog';
import { FaqItem } from './faq-item';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: `${describeError(error)} The list is back as it was.`, variant: 'error' });

/** The FAQs by category: add, edit, publish, reorder within a category, delete. */
export function FaqSection() {
  const faqs = useFaqs();
  const reorder = useReorderFaqs();
  const setPublished = useSetFaqPublished();
  const [editing, setEditing] = useState<FaqRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FaqRow | null>(null);
  return (
    <section aria-labelledby="faqs-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="faqs-title" className="text-base font-semibold text-ink-950">
            FAQs
          </h2>
          <p className="text-sm text-ink-700">
            Questions and answers by category. Drag a handle, or focus it and use Space and the arrow keys, to
            change the order within a category.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add FAQ
        </Button>
      </div>
      {faqs.isPending ? (
        <Skeleton className="h-48" />
      ) : faqs.isError ? (
        <Card>
          <ErrorState
            title="The FAQs could not be loaded"
            message={describeError(faqs.error)}
            onRetry={() => void faqs.refetch()}
          />
        </Card>
      ) : faqs.data.length === 0 ? (
        <Card>
          <EmptyState title="No FAQs yet." />
        </Card>
      ) : (
        groupFaqs(faqs.data).map((group) => (
          <Card key={group.category} className="p-0" aria-label={`FAQs: ${group.category}`}>
            <h3 className="border-b border-ink-100 px-4 py-3 text-sm font-semibold text-ink-950">
              {group.category} <span className="font-normal text-ink-700">({group.faqs.length})</span>
            </h3>
            <SortableList
              label={`FAQs in ${group.category}, in their order`}
              items={group.faqs}
              itemName={(faq) => faq.question}
              disabled={reorder.isPending}
              renderItem={(faq) => (
                <FaqItem
                  faq={faq}
                  onEdit={() => setEditing(faq)}
                  onDelete={() => setDeleting(faq)}
                  onPublishedChange={(published) =>
                    setPublished.mutate({ id: faq.id, published }, { onError: failed('Not changed') })
                  }
                />
              )}
              onReorder={(ids) => reorder.mutate(ids, REORDER_FEEDBACK)}
            />
          </Card>
        ))
      )}
      <FaqDialog editing={editing} faqs={faqs.data ?? []} onClose={() => setEditing(null)} />
      <DeleteDialog
        resource={{ ...FAQS, errors: FAQ_ERRORS }}
        item={deleting && { id: deleting.id, title: deleting.question }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
