/**
 * CSV for spreadsheets (RFC 4180 quoting, CRLF lines) that cannot run formulas: a cell starting with
 * = + - @ (or a tab or carriage return, which some spreadsheets skip before reading a formula) gets a
 * leading apostrophe, so a value like '=HYPERLINK(...)' shows as text (OWASP CSV injection). A cell is
 * quoted when it holds a comma, quote or line break, and also a semicolon or tab: spreadsheets set to
 * a ';' (many locales) or tab separator split there, and the part after it would start a new cell
 * that could be a formula ('a;=cmd|...').
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
