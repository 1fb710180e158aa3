/**
 * A call's time as its reader reads it: on the wall clock of their time zone, the zone named, e.g.
 * "Tuesday 1 December 2026, 9:00 AM (London, GMT)". Intl only: the zone rules are the runtime's.
 */

/** English locales whose short zone names are the ones people use (CST, BST, CET, AEDT, IST …). */
const NAME_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ'];
const OFFSET_ONLY = /^GMT[+-]/;

function part(
  instant: Date,
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  type: Intl.DateTimeFormatPartTypes,
): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, ...options }).formatToParts(instant);
  return parts.find((entry) => entry.type === type)?.value ?? '';
}

/** The zone's short name at that instant (BST in summer, GMT in winter), else its offset (GMT+9). */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const names = NAME_LOCALES.map((locale) =>
    part(instant, timeZone, locale, { timeZoneName: 'short' }, 'timeZoneName'),
  );
  return names.find((name) => name !== '' && !OFFSET_ONLY.test(name)) ?? names[0] ?? timeZone;
}

/** The place an IANA zone is named after: Europe/London → London, America/Argentina/Buenos_Aires → Buenos Aires. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** "London, GMT"; a zone named as its abbreviation (UTC) once. */
export function zoneLabel(instant: Date, timeZone: string): string {
  const city = zoneCity(timeZone);
  const abbreviation = zoneAbbreviation(instant, timeZone);
  return city === abbreviation ? city : `${city}, ${abbreviation}`;
}

/** "Tuesday 1 December 2026" on the zone's calendar. */
export function dateIn(instant: Date, timeZone: string): string {
  const field = (options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes) =>
    part(instant, timeZone, 'en-GB', options, type);
  return `${field({ weekday: 'long' }, 'weekday')} ${field({ day: 'numeric' }, 'day')} ${field({ month: 'long' }, 'month')} ${field({ year: 'numeric' }, 'year')}`;
}

/** "9:00 AM" on the zone's clock (with a plain space, whatever the runtime's ICU puts there). */
export function clockIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${value('hour') ?? ''}:${value('minute') ?? ''} ${value('dayPeriod') ?? ''}`.trim();
}

/** "Tuesday 1 December 2026, 9:00 AM (London, GMT)". */
export function callTime(instant: string | Date, timeZone: string): string {
  const at = new Date(instant);
  return `${dateIn(at, timeZone)}, ${clockIn(at, timeZone)} (${zoneLabel(at, timeZone)})`;
}
