import { CALL_WHENS, type CallWhen } from './api/list-calls';

export const CALL_VIEWS = ['day', 'week', 'list'] as const;
export type CallView = (typeof CALL_VIEWS)[number];

export const CALL_VIEW_LABELS: Record<CallView, string> = { day: 'Day', week: 'Week', list: 'List' };

export const readCallView = (value: string | null): CallView =>
  CALL_VIEWS.find((view) => view === value) ?? 'week';

export const readWhen = (value: string | null): CallWhen =>
  CALL_WHENS.find((when) => when === value) ?? 'upcoming';

export const WHEN_LABELS: Record<CallWhen, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  all: 'All calls',
};

/** The address parameters the page changes: a value sets one, null removes it. */
export type CallParamChanges = Partial<
  Record<'view' | 'date' | 'host' | 'status' | 'when' | 'open' | 'page', string | null>
>;
