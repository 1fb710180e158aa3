import { insert, stableId } from './sql.ts';

/** Demo availability: two hosts from the team, weekday hours in the agency's zone, the holidays. */
const HOSTS = [
  { slug: 'marcus-bell', name: 'Marcus Bell', email: 'marcus@growdigital.example' },
  { slug: 'priya-raman', name: 'Priya Raman', email: 'priya@growdigital.example' },
];
const WEEKDAY_HOURS = [
  ['09:00', '12:00'],
  ['13:00', '17:00'],
] as const;

export function callsSql(): string {
  const hosts = HOSTS.map((h) => ({
    id: stableId('call-host', h.slug),
    display_name: h.name,
    email: h.email,
    meeting_url: `https://meet.growdigital.example/${h.slug}`,
    is_active: true,
  }));
  const hours = HOSTS.flatMap((h) =>
    [1, 2, 3, 4, 5].flatMap((weekday) =>
      WEEKDAY_HOURS.map(([start_time, end_time]) => ({
        host_id: stableId('call-host', h.slug),
        weekday,
        start_time,
        end_time,
      })),
    ),
  );
  return [
    '-- Discovery calls: the settings row keeps its defaults (America/Chicago, 30 minutes, 15 minutes buffer).',
    insert('public.call_hosts', hosts),
    insert('public.call_host_hours', hours),
    "-- The coming Christmas (24–26 December) and New Year's Day, whenever the seed runs.",
    'insert into public.call_blackouts ("starts_on", "ends_on", "name")',
    "select make_date(y, 12, 24), make_date(y, 12, 26), 'Christmas' from (select extract(year from current_date + 5)::integer as y) c",
    "union all select make_date(y, 1, 1), make_date(y, 1, 1), 'New Year''s Day' from (select extract(year from current_date - 1)::integer + 1 as y) n;",
    '',
  ].join('\n');
}
