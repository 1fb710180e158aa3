import { PROBE_SLUG } from './xss-tables.ts';

export interface AdminVisit {
  path: string;
  /** The page shows a payload row (its text, or a form holding it) once its data is in. */
  shows: boolean;
  /** Buttons that open a payload row's dialog, each opened in turn. */
  open: RegExp[];
  /** An element that appears once the page has rendered everything (the editor's live preview). */
  ready?: string;
  /** Open only the first such button (the newest row). */
  onlyFirst?: boolean;
}

type Keys = Record<string, Record<string, unknown>[]>;

const PROBE_ROW = `(__xss\\(|${PROBE_SLUG})`;
/** "Edit <title>", "Edit FAQ: <question>", "View …" of a payload row. */
const EDIT = new RegExp(`^(Edit|View)\\b.*${PROBE_ROW}`);
/** The inboxes' "<name> – open" and "<name> – open application". */
const OPEN = new RegExp(`${PROBE_ROW}.* – open( application)?$`);

const editorsOf = (keys: Keys, table: string, area: string, ready?: string): AdminVisit[] =>
  (keys[table] ?? []).map((key) => ({
    path: `/${area}/${String(key.id)}`,
    shows: true,
    open: [],
    ...(ready ? { ready } : {}),
  }));

/** Every admin page (after the dashboard) that lists or edits a probed row, and what to open there. */
export function adminVisits(keys: Keys): AdminVisit[] {
  return [
    { path: '/blog-posts', shows: true, open: [] },
    ...editorsOf(keys, 'blog_posts', 'blog-posts', '[data-testid="markdown-preview"]'),
    { path: '/case-studies', shows: true, open: [] },
    ...editorsOf(keys, 'case_studies', 'case-studies'),
    { path: '/portfolio', shows: true, open: [] },
    ...editorsOf(keys, 'portfolio_items', 'portfolio'),
    { path: '/career-management', shows: true, open: [] },
    ...editorsOf(keys, 'jobs', 'career-management'),
    { path: '/youtube-management', shows: true, open: [] },
    ...editorsOf(keys, 'videos', 'youtube-management'),
    // The FAQs' editor is a dialog under the resources list.
    { path: '/resources', shows: true, open: [EDIT] },
    ...editorsOf(keys, 'resources', 'resources'),
    { path: '/about-management', shows: true, open: [EDIT] },
    { path: '/media-library', shows: true, open: [] },
    { path: '/contact-submissions', shows: true, open: [OPEN] },
    // The probe call's notes and reason hold payloads; its lead's name is plain.
    { path: '/calls?view=list&when=all', shows: true, open: [/^XSS Probe Caller – open call$/] },
    { path: '/calls/availability', shows: true, open: [] },
    { path: '/job-applications', shows: true, open: [OPEN] },
    { path: '/newsletter', shows: false, open: [] },
    // The probe's message is dead (its recipient and last error hold payloads).
    { path: '/deliveries?status=dead', shows: true, open: [] },
    // The newest build is the probe's (its log and error hold payloads).
    { path: '/publish', shows: false, open: [/^View log/], onlyFirst: true },
    { path: '/seo-management', shows: true, open: [/^Edit \/blog$/, EDIT] },
    { path: '/backlink-management', shows: true, open: [EDIT] },
    { path: '/settings', shows: true, open: [] },
    // The probe webhook's name, the recipients (if a payload passes their CHECK) and the deliveries.
    { path: '/settings/notifications', shows: true, open: [EDIT] },
    { path: '/maintenance-mode', shows: true, open: [] },
    { path: '/backup-management', shows: true, open: [] },
  ];
}
