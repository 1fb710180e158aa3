import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { refusalsFor, type RefusalMessages, type SaveErrorMessages } from '@admin/lib/errors';
import type { OrderedTable } from '@admin/lib/reorder';
import type { ContentNames, ContentResource, EditorDescription } from './resource';

/** What every row of a dialog-edited list has: its place and whether the site shows it. */
export interface DialogRow {
  id: string;
  sort_order: number;
  is_published: boolean;
}

/**
 * A short ordered list edited in dialogs on a page of its own area (FAQs, the team): every item
 * is shown or hidden by `is_published` and put in order by drag and drop, optionally within groups.
 */
export interface DialogResource<Row extends DialogRow, Input extends FieldValues, Values> {
  table: OrderedTable;
  /** "FAQ"/"FAQs", "team member"/"team members": buttons, toasts and labels derive from them. */
  names: ContentNames;
  errors: SaveErrorMessages;
  list: {
    title: string;
    description: string;
    /** The columns read for a row (PostgREST select). */
    select: string;
    /** The order after the group and sort_order, for rows that share a place. */
    thenBy: string;
    /** A column whose values each get their own list and order (an FAQ's category). */
    groupBy?: keyof Row & string;
    emptyHint?: string;
    /** The item's name, in "Move …", toasts and the delete dialog. */
    name: (row: Row) => string;
    /** Names the item in "Edit …", "Delete …" and the edit dialog's title. */
    label: (row: Row) => string;
    /** The accessible name of the row's "shown on the site" switch. */
    publishedLabel: (row: Row) => string;
    rowTestId: (row: Row) => string;
    /** What a row shows before its switch and buttons. */
    Summary: ComponentType<{ row: Row }>;
  };
  editor: Pick<EditorDescription<never, Input, Values>, 'schema' | 'empty'> & {
    toForm: (row: Row) => Input;
    /** The columns a save writes (a new item also gets its sort_order). */
    toContent: (values: Values) => Record<string, unknown>;
    /** The dialog's fields (inside its FormProvider); `rows` is every listed item. */
    Fields: ComponentType<{ isNew: boolean; rows: readonly Row[] }>;
  };
  remove?: NonNullable<ContentResource['remove']>;
}

export function defineDialogResource<Row extends DialogRow, Input extends FieldValues, Values>(
  input: Omit<DialogResource<Row, Input, Values>, 'errors'> & { errors?: Partial<RefusalMessages> },
): DialogResource<Row, Input, Values> {
  return { ...input, errors: refusalsFor(input.names, input.errors) };
}

/** The rows by group (in their first appearance's order), each keeping its order; one group named null when not grouped. */
export function groupRows<Row extends DialogRow>(
  groupBy: keyof Row | undefined,
  rows: readonly Row[],
): { name: string | null; rows: Row[] }[] {
  if (!groupBy) return [{ name: null, rows: [...rows] }];
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const name = String(row[groupBy]);
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups].map(([name, members]) => ({ name, rows: members }));
}

/** A new item's sort_order: last in its group (or in the list). */
export function nextPlace<Row extends DialogRow>(
  groupBy: keyof Row | undefined,
  rows: readonly Row[],
  content: Record<string, unknown>,
): number {
  const peers = groupBy ? rows.filter((row) => row[groupBy] === content[groupBy as string]) : rows;
  return Math.max(0, ...peers.map((row) => row.sort_order)) + 1;
}
