import { Constants, type Enums } from '@lib/database.types';
import { statusModel } from '@admin/lib/inbox/status-model';

export type InboxStatus = Enums<'inbox_status'>;
export type ContactKind = Enums<'contact_kind'>;

export const SUBMISSION_STATUSES = statusModel<InboxStatus>(
  Constants.public.Enums.inbox_status,
  { new: 'New', read: 'Read', replied: 'Replied', archived: 'Archived' },
  { new: 'brand', read: 'neutral', replied: 'success', archived: 'neutral' },
);

export const CONTACT_KINDS: readonly ContactKind[] = Constants.public.Enums.contact_kind;

export const KIND_LABELS: Record<ContactKind, string> = {
  contact: 'Contact message',
  discovery_call: 'Discovery call',
};

export const isContactKind = (value: string | null): value is ContactKind =>
  CONTACT_KINDS.some((kind) => kind === value);

/** The kind filter's choices ("Contact", "Discovery call"). */
export const KIND_CHOICES = {
  values: CONTACT_KINDS,
  labels: { contact: 'Contact', discovery_call: 'Discovery call' },
  is: isContactKind,
} as const;
