import { Constants, type Enums } from '@lib/database.types';
import type { BadgeTone } from '@admin/components/ui/badge';

export type InboxStatus = Enums<'inbox_status'>;
export type ContactKind = Enums<'contact_kind'>;

export const INBOX_STATUSES: readonly InboxStatus[] = Constants.public.Enums.inbox_status;
export const CONTACT_KINDS: readonly ContactKind[] = Constants.public.Enums.contact_kind;

export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
};

export const STATUS_TONES: Record<InboxStatus, BadgeTone> = {
  new: 'brand',
  read: 'neutral',
  replied: 'success',
  archived: 'neutral',
};

export const KIND_LABELS: Record<ContactKind, string> = {
  contact: 'Contact message',
  discovery_call: 'Discovery call',
};

export const isInboxStatus = (value: string | null): value is InboxStatus =>
  INBOX_STATUSES.some((status) => status === value);

export const isContactKind = (value: string | null): value is ContactKind =>
  CONTACT_KINDS.some((kind) => kind === value);
