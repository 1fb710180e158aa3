import { Badge, type BadgeTone } from '@admin/components/ui/badge';
import type { Backup } from './api/list-backups';

const KINDS: Record<Backup['kind'], { label: string; tone: BadgeTone }> = {
  manual: { label: 'Manual', tone: 'brand' },
  daily: { label: 'Daily', tone: 'neutral' },
  weekly: { label: 'Weekly', tone: 'neutral' },
  uploaded: { label: 'Uploaded', tone: 'warning' },
};

export const kindLabel = (kind: Backup['kind']): string => KINDS[kind].label;

export const BackupKindBadge = ({ kind }: { kind: Backup['kind'] }) => (
  <Badge tone={KINDS[kind].tone}>{KINDS[kind].label}</Badge>
);
