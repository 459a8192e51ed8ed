/**
 * Dates for display, in Ghana's time zone (GMT, no daylight saving) so the server, the browser
 * and tests agree: '14 Nov 2026', '14 Nov 2026, 09:30'.
 */
export const TIME_ZONE = 'Africa/Accra';

/**
 * An en-GB formatter in Ghana's time zone, made on first use: creating a formatter with a time zone loads ICU
 * data (tens of ms on a phone), which a public page's first task should not pay for a date it may never show.
 */
export function ghanaTimeFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: TIME_ZONE }));
}

const dateFormat = ghanaTimeFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = ghanaTimeFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

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
