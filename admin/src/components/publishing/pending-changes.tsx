import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { STATIC_ROUTES } from '@lib/routes';
import { TimeCell } from '@admin/components/data-table/cells';
import { Badge, type BadgeTone } from '@admin/components/ui/badge';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { cn } from '@admin/lib/cn';
import { supabase } from '@admin/lib/supabase';

/** Each kind of change public.pending_changes() reports, as its badge reads. */
const KINDS = {
  added: { label: 'New', tone: 'success' },
  published: { label: 'Published', tone: 'success' },
  changed: { label: 'Changed', tone: 'brand' },
  reordered: { label: 'Reordered', tone: 'brand' },
  unpublished: { label: 'Unpublished', tone: 'warning' },
  expired: { label: 'Closing date passed', tone: 'warning' },
  removed: { label: 'Deleted', tone: 'danger' },
  hidden: { label: 'Hidden', tone: 'warning' },
  shown: { label: 'Shown again', tone: 'success' },
  maintenance_on: { label: 'Switched on', tone: 'warning' },
  maintenance_off: { label: 'Switched off', tone: 'success' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

type ChangeKind = keyof typeof KINDS;

/** One row of public.pending_changes(): an item the next build changes (a reordered list has no row_id). */
const pendingChange = z.object({
  table_name: z.string(),
  row_id: z.nullable(z.string()),
  title: z.nullable(z.string()),
  // Object.keys is typed string[]; these are KINDS' own keys.
  kind: z.enum(Object.keys(KINDS) as ChangeKind[]),
  live_already: z.boolean(),
  actor_id: z.nullable(z.string()),
  actor_name: z.nullable(z.string()),
  changed_at: z.nullable(z.string()),
});

export type PendingChange = z.infer<typeof pendingChange>;

/**
 * Under the publish status's key (features/publish), so whatever refreshes the count (a save, a
 * finished build) refreshes the list too.
 */
const PENDING_CHANGES_KEY = ['publish', 'status', 'pending-changes'] as const;

/** As often as the count is re-read while no build runs, as colleagues edit too. */
const POLL_MS = 60_000;

/** What the next build changes on the site, newest first. */
export const usePendingChanges = () =>
  useQuery({
    queryKey: PENDING_CHANGES_KEY,
    queryFn: async (): Promise<PendingChange[]> => {
      const { data } = await supabase.rpc('pending_changes').throwOnError();
      return z.array(pendingChange).parse(data);
    },
    staleTime: 0,
    refetchInterval: POLL_MS,
  });

/** What sort of item a row is, by its table. */
const ITEM_LABEL: Record<string, string> = {
  blog_posts: 'Blog post',
  case_studies: 'Case study',
  portfolio_items: 'Portfolio item',
  videos: 'Video',
  resources: 'Resource',
  faqs: 'FAQ',
  jobs: 'Job',
  team_members: 'Team member',
  about_content: 'Page',
  site_settings: 'Settings',
  page_seo: 'SEO',
  redirects: 'Redirect',
  page_visibility: 'Page',
};

/** A list whose order changed, by its table. */
const LIST_LABEL: Record<string, string> = {
  case_studies: 'case studies',
  portfolio_items: 'portfolio items',
  videos: 'videos',
  resources: 'resources',
  faqs: 'FAQs',
  team_members: 'the team',
};

const pageLabel = (pageName: string): string => {
  const route = STATIC_ROUTES.find((candidate) => candidate.pageName === pageName);
  return route ? `${route.label} (${route.path})` : pageName;
};

/** The item's name as staff know it: its title, a page's name and address, or the reordered list. */
function itemName(change: PendingChange): string {
  if (change.kind === 'reordered') return `Order of ${LIST_LABEL[change.table_name] ?? change.table_name}`;
  if (change.table_name === 'page_visibility') return pageLabel(change.row_id ?? '');
  return change.title ?? change.row_id ?? '';
}

const itemType = (change: PendingChange): string | null =>
  change.kind === 'reordered' ? null : (ITEM_LABEL[change.table_name] ?? null);

/** Who made the change: "You", a colleague's display name, or nobody (the system, the seed, an import). */
function changedBy(change: PendingChange, currentUserId: string): string {
  if (change.actor_id === currentUserId) return 'You';
  return change.actor_name ?? (change.actor_id ? 'A former staff member' : 'The system');
}

interface PendingChangeListProps {
  changes: PendingChange[];
  /** Shows the first `limit` and says how many more there are. */
  limit?: number;
  /** Scrolls within this height (a Tailwind max-h class); keyboard users can focus it to scroll. */
  maxHeight?: string;
}

/** What the next build changes: each item once, with the kind of change, who and when. */
export function PendingChangeList({ changes, limit, maxHeight }: PendingChangeListProps) {
  const staff = useCurrentStaff();
  const shown = limit === undefined ? changes : changes.slice(0, limit);
  const more = changes.length - shown.length;
  return (
    <div>
      <ul
        aria-label="Changes not live yet"
        className={cn(
          'divide-y divide-ink-100',
          maxHeight && `overflow-y-auto rounded-lg border border-ink-200 px-3 ${maxHeight}`,
        )}
        // Focusable when it scrolls, so keyboard users can scroll it.
        tabIndex={maxHeight ? 0 : undefined}
      >
        {shown.map((change) => {
          const type = itemType(change);
          return (
            <li
              key={`${change.table_name}:${change.row_id ?? ''}`}
              data-testid="pending-change"
              className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-2 text-sm"
            >
              <Badge tone={KINDS[change.kind].tone}>{KINDS[change.kind].label}</Badge>
              <span className="font-medium text-ink-950">{itemName(change)}</span>
              {type && <span className="text-ink-700">{type}</span>}
              <span className="ml-auto text-ink-700">
                {changedBy(change, staff.session.user.id)}
                {change.changed_at && (
                  <>
                    {', '}
                    <TimeCell at={change.changed_at} relative />
                  </>
                )}
              </span>
              {change.live_already && (
                <span className="basis-full text-xs text-ink-700">
                  Visitors see this already; the next update of the live site completes it.
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="pt-2 text-sm text-ink-700">
          And {more} more: <span className="font-medium">Publish site</span> in the top bar lists them all.
        </p>
      )}
    </div>
  );
}
