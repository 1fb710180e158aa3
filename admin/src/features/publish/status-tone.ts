import type { BadgeTone } from '@admin/components/ui/badge';
import type { BuildStatus } from './build-status';

export const STATUS_TONE: Record<BuildStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
};
