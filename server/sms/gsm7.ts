/**
 * The GSM 03.38 default alphabet (GSM-7): one SMS holds 160 of its septets. A character outside it (such
 * as '₵', the cedi sign) makes the whole message UCS-2, 70 characters a part, so our texts keep to it
 * (amounts say 'GHS'). Characters of the extension table count twice (an escape, then the character).
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';

/** The septets a text takes in GSM-7, or null when a character is not in GSM-7. */
export function gsm7Length(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (BASIC.includes(ch)) n += 1;
    else if (EXTENSION.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

/** One SMS: GSM-7 only and at most 160 septets. */
export const SINGLE_SMS_SEPTETS = 160;
export function fitsOneSms(text: string): boolean {
  const n = gsm7Length(text);
  return n !== null && n <= SINGLE_SMS_SEPTETS;
}

/** Characters outside GSM-7 become '?': one such character would make the SMS UCS-2 (70 characters). */
export const gsm7Only = (text: string) => Array.from(text, (ch) => (gsm7Length(ch) === null ? '?' : ch)).join('');

/**
 * One SMS (160 GSM-7 septets) built around a name that may be shortened: `name` (made GSM-7) loses four
 * characters at a time, ending in '...', until `build` fits or the name is down to four characters.
 */
export function fitOneSms(name: string, build: (name: string) => string): string {
  let shortened = gsm7Only(name.trim());
  let text = build(shortened);
  while ((gsm7Length(text) ?? Infinity) > SINGLE_SMS_SEPTETS && shortened.length > 4) {
    shortened = `${shortened.slice(0, shortened.length - 4).trimEnd()}...`;
    text = build(shortened);
  }
  return text;
}
