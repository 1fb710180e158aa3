import { paths } from '@admin/config/paths';
import { CALL_WHENS, type CallWhen } from './calls-api';

/** The pages of Calls. */
export const CALLS_SECTIONS = [
  { to: paths.calls, label: 'Agenda' },
  { to: paths.callAvailability, label: 'Availability' },
] as const;

/** Discovery-call requests sent before calls were booked online live in the contact inbox. */
export const OLD_REQUESTS_PATH = '/contact-submissions?kind=discovery_call';

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
