import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4-mini';
import type { RevisionField } from '@admin/components/content-resource/revisions/revision-fields';
import type { PublishWording } from '@admin/components/content-resource/publish-panel';
import type { Column } from '@admin/components/data-table/data-table';
import { refusalsFor, type RefusalMessages, type SaveErrorMessages } from '@admin/lib/errors';
import type { PublishIntent, PublishIntentKind, PublishStatus } from '@admin/lib/publication';
import type { TableSort } from '@admin/lib/table-state';
import type { RevisionSnapshot } from './editing/revisions';
import type { ListFilter } from './filters';
import type { ContentRow, ContentTable } from './table';

/** What every listed row has: the layer links, names and deletes rows by these. */
export interface ContentListRow {
  id: string;
  title: string;
  /** With a search: the body text around the matches (⟦match⟧), for <Highlighted />. */
  headline?: string | undefined;
}

/** What the order page reads of a row; `flag` columns (featured) are boolean. */
export type OrderedRow = ContentListRow & { sort_order: number } & Record<string, unknown>;

export interface ContentNames {
  /** One item, lower case, as in "Delete this case study?". */
  one: string;
  /** Several, lower case, as in "No case studies yet.". */
  many: string;
}

/** The list page: `/admin/<path>`. */
export interface ListDescription<Row extends ContentListRow> {
  title: string;
  description: ReactNode;
  /** The columns read for a row (PostgREST select). */
  select: string;
  /** Matched case-insensitively anywhere by the search box. */
  searchColumns: readonly string[];
  searchLabel: string;
  /** Columns a header click (or the URL's ?sort=) may sort by. */
  sortable: readonly string[];
  /** Default: updated_at, newest first. */
  defaultSort?: TableSort;
  /** Default: 20. */
  pageSize?: number;
  /** Drop-downs above the table, each kept in the URL (?status=draft). */
  filters?: readonly ListFilter[];
  /** The feature's own columns; the layer adds Edit and Delete (Actions) at the end. */
  columns: readonly Column<Row>[];
  /** false: no Edit link in Actions (the title's link opens the editor). */
  editAction?: boolean;
  /** Adds what other queries know to a page of rows, as read (jobs: their application counts). */
  expand?: (rows: Row[]) => Promise<Row[]>;
  /** Shown under the table, on the same page (the FAQs under the resources). */
  Below?: ComponentType;
  /** The area's own list page instead of the table (the videos: one list to drag into order). */
  Page?: ComponentType;
}

/** The order page: `/admin/<path>/order`, drag and drop plus an optional switch (featured). */
export interface OrderDescription<Row extends OrderedRow> {
  title: string;
  description: string;
  /** The list page's link to it. */
  linkLabel: string;
  /** The columns read; the order is the site's: the flag first (with groups), sort_order, newest. */
  select: string;
  errorTitle: string;
  /** A boolean column switched per row (featured). */
  flag?: {
    column: string;
    label: string;
    /** Flagged rows first, each group in its order (as the site lists them): group titles and empty texts. */
    groups?: { on: string; off: string; emptyOn: string; emptyOff: string };
  };
  /** The line under a row's title. */
  describe: (row: Row) => ReactNode;
}

/** The editor: `/admin/<path>/new` and `/admin/<path>/:id`. */
export interface EditorDescription<T extends ContentTable, Input extends FieldValues, Values> {
  schema: z.ZodMiniType<Values, Input>;
  empty: Input;
  toForm: (row: ContentRow<T>) => Input;
  /**
   * The columns a save writes, besides status, published_at and (for a new item) sort_order;
   * `stored` is the item as saved (null for a new one).
   */
  toContent: (values: Values, stored: ContentRow<T> | null) => Record<string, unknown>;
  /** The main column's cards (inside the form's FormProvider); `row` is the item as stored. */
  Main: ComponentType<{ isNew: boolean; row: (ContentRow<T> & PublicationState) | null }>;
  /** Cards under the publish panel. */
  Side?: ComponentType;
  /**
   * A table with its own status model (jobs: draft, open, closed) brings its panel, which replaces
   * the PublishPanel: its fields are form fields that `toContent` writes, its submit button saves.
   */
  Publication?: ComponentType<OwnPublicationProps>;
  /** The editor's heading for a saved item; default "Edit: {title}". */
  heading?: (title: string) => string;
  /** Adds the "Search engines" card (seo_title, seo_description) under Main. */
  seo?: boolean;
  /** The fields the History card compares (columnField(…)); without them there is no History card. */
  revisions?: readonly RevisionField<RevisionSnapshot>[];
  /**
   * Drafts save themselves once typing pauses, with a save status beside the publish panel; a
   * revision's Restore then loads it into the form. A new item is stored once `worthKeeping` holds.
   */
  autosave?: { worthKeeping: (values: Input) => boolean };
  /** Where the area words things its own way: the form's accessible name, the publish panel. */
  wording?: { formLabel?: string; publish?: PublishWording };
  /** A draft keeps the date it once had, so it comes back as it was (videos, resources). */
  keepDraftDate?: boolean;
  /** Toast titles after a save, where the area words them its own way ("Video published"). */
  done?: Partial<Record<PublishIntentKind, string>> | ((intent: PublishIntent) => string);
  /** No "Duplicate" button: the database refuses copies of this table (videos). */
  noDuplicate?: boolean;
  /** A refusal the area explains on one of its fields (the video already listed); null: the usual sentence. */
  explainRefusal?: (error: unknown, values: Values) => Promise<FieldRefusal | null>;
  /** Work before the row's write whose columns join it (a file upload), undone if the write is refused. */
  prepare?: (values: Values, stored: ContentRow<T> | null) => Promise<PreparedWrite>;
}

export interface FieldRefusal {
  field: string;
  message: string;
}

export interface PreparedWrite {
  /** Written with the content (an uploaded file's path and size). */
  columns: Record<string, unknown>;
  /** After a refused write (removes the file uploaded for it). */
  refused?: () => Promise<void>;
  /** After the write (removes the file it replaced). */
  saved?: () => Promise<void>;
}

export interface ContentResource<
  T extends ContentTable = ContentTable,
  ListRow extends ContentListRow = ContentListRow,
  Input extends FieldValues = FieldValues,
  Values = unknown,
  Ordered extends OrderedRow = OrderedRow,
> {
  table: T;
  names: ContentNames;
  /** The area's address below the admin's basename: "/case-studies". */
  path: string;
  list: ListDescription<ListRow>;
  order?: OrderDescription<Ordered>;
  editor: EditorDescription<T, Input, Values>;
  /** Sentences for the database's refusals (slug taken, no permission, …). */
  errors: SaveErrorMessages;
  /** The delete dialog's own title (default "Delete this {one}?") and a note after its text. */
  remove?: {
    title?: (item: ContentListRow) => string;
    Note?: ComponentType<{ id: string; title: string }>;
  };
}

/** Declares a content area; the layer's pages, queries and routes take what it returns. */
export function defineContentResource<
  T extends ContentTable,
  ListRow extends ContentListRow,
  Input extends FieldValues,
  Values,
  Ordered extends OrderedRow = OrderedRow,
>(
  // `errors` may be left out, or only add to the defaults.
  input: Omit<ContentResource<T, ListRow, Input, Values, Ordered>, 'errors'> & {
    errors?: Partial<RefusalMessages>;
  },
): ContentResource<T, ListRow, Input, Values, Ordered> {
  return { ...input, errors: refusalsFor(input.names, input.errors) };
}

/** What the editor pages read of a resource (its list and order descriptions aside). */
export type EditorSource<T extends ContentTable, Input extends FieldValues, Values> = Pick<
  ContentResource<T, never, Input, Values, never>,
  'table' | 'names' | 'path' | 'errors' | 'editor' | 'remove'
> & { order?: unknown };

/** An item's publication columns, for the publish panel and the list's badge. */
export interface PublicationState {
  status: PublishStatus;
  published_at: string | null;
}

/** What a table's own publication panel is given. */
export interface OwnPublicationProps {
  /** The stored item, or null for an item not saved yet. */
  stored: (ContentListRow & { published_at: string | null }) | null;
  saving: boolean;
}

/** "Case study" from "case study". */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const itemPath = (resource: { path: string }, id: string): string => `${resource.path}/${id}`;
export const newItemPath = (resource: { path: string }): string => `${resource.path}/new`;
export const orderPath = (resource: { path: string }): string => `${resource.path}/order`;
