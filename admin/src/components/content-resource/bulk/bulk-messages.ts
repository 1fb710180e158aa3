import type { ToastInput } from '../../ui/toast-store';
import {
  CONTENT_TABLE_INFO,
  type ContentTable,
  countOfItems,
} from '@admin/lib/content-resource/editing/content-tables';
import { capitalised } from '@admin/lib/content-resource/resource';
import type { BulkPublication } from './bulk-publication';

/** What each action did, and what an item it left already was: jobs open and close, the rest publish. */
const WORDS: Record<BulkPublication, Record<'job' | 'other', readonly [done: string, already: string]>> = {
  publish: { job: ['opened', 'already open'], other: ['published', 'already published'] },
  unpublish: { job: ['closed', 'not open'], other: ['unpublished', 'not published'] },
};
const LIVE_SITE: Record<BulkPublication, string> = {
  publish: 'Visitors see them once the live site is updated (Publish site, in the top bar).',
  unpublish: 'They leave the live site when it is next updated (Publish site, in the top bar).',
};

/** The toast after a bulk publish or unpublish: how many changed, how many already were so. */
export function publicationToast(
  table: ContentTable,
  action: BulkPublication,
  changed: number,
  selected: number,
): ToastInput {
  const [done, already] = WORDS[action][CONTENT_TABLE_INFO[table].publication === 'job' ? 'job' : 'other'];
  if (changed === 0)
    return {
      title: 'Nothing changed',
      description: `The ${selected === 1 ? 'selected item was' : 'selected items were'} ${already}.`,
      variant: 'info',
    };
  const rest = selected - changed;
  const unchanged = rest > 0 ? ` ${String(rest)} ${rest === 1 ? 'was' : 'were'} ${already}.` : '';
  return {
    title: capitalised(done),
    description: `${countOfItems(table, changed)} ${done}.${unchanged} ${LIVE_SITE[action]}`,
    variant: 'success',
  };
}

/** The toast after moving items to the trash. */
export function trashedToast(table: ContentTable, moved: number): ToastInput {
  if (moved === 0)
    return {
      title: 'Nothing moved',
      description: 'The selected items were already in the trash, or are gone.',
      variant: 'info',
    };
  return {
    title: 'Moved to the trash',
    description: `${countOfItems(table, moved)} moved to the trash. Restore ${moved === 1 ? 'it' : 'them'} from Trash within 30 days.`,
    variant: 'success',
  };
}
