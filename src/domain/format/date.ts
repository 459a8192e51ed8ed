/**
 * Dates for display, in Ghana's time zone (GMT, no daylight saving) so the server, the browser
 * and tests agree: '14 Nov 2026', '14 Nov 2026, 09:30'.
 */
export const TIME_ZONE = 'Africa/Accra';

// Made on first use: creating a formatter with a time zone loads ICU data (tens of ms on a phone), which a
// public page's first task should not pay for a date it may never show.
let dateFormatter: Intl.DateTimeFormat | undefined;
let dateTimeFormatter: Intl.DateTimeFormat | undefined;

const dateFormat = () =>
  (dateFormatter ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }));

const dateTimeFormat = () =>
  (dateTimeFormatter ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: TIME_ZONE,
  }));

const valid = (d: Date) => !Number.isNaN(d.getTime());

export function formatDate(value: Date | number | string): string {
  const d = value instanceof Date ? value : new Date(value);
  return valid(d) ? dateFormat().format(d) : '';
}

export function formatDateTime(value: Date | number | string): string {
  const d = value instanceof Date ? value : new Date(value);
  return valid(d) ? dateTimeFormat().format(d) : '';
}

/** The machine-readable form for `<time dateTime>`: ISO 8601 in UTC. */
export function isoDateTime(value: Date | number | string): string {
  const d = value instanceof Date ? value : new Date(value);
  return valid(d) ? d.toISOString() : '';
}
