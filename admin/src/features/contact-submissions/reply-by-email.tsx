import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { replyHref } from './reply-link';

interface ReplyByEmailProps {
  email: string;
  subject: string | null;
  replied: boolean;
  onMarkReplied: () => void;
}

/** Opens the reader's mail app on a reply; afterwards offers to record that a reply went out. */
export function ReplyByEmail({ email, subject, replied, onMarkReplied }: ReplyByEmailProps) {
  const [offered, setOffered] = useState(false);
  return (
    <div className="space-y-2">
      <Button asChild size="sm">
        <a href={replyHref(email, subject)} onClick={() => setOffered(true)}>
          <Mail className="h-4 w-4" aria-hidden="true" /> Reply by email
        </a>
      </Button>
      {offered && !replied && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink-900"
        >
          Sent your reply?
          <Button size="sm" variant="secondary" onClick={onMarkReplied}>
            Mark as replied
          </Button>
        </div>
      )}
    </div>
  );
}
