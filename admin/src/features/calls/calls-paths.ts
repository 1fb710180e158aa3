import { paths } from '@admin/config/paths';

/** The pages of Calls. */
export const CALLS_SECTIONS = [
  { to: paths.calls, label: 'Agenda' },
  { to: paths.callAvailability, label: 'Availability' },
] as const;

/** Discovery-call requests sent before calls were booked online live in the contact inbox. */
export const OLD_REQUESTS_PATH = '/contact-submissions?kind=discovery_call';
