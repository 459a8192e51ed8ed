/**
 * The Outbox tab's pure rules: which recipient a filter names (an email address finds mail, a Ghana mobile
 * number finds SMS), and a mail's text as text and links, where only links to the site itself are links.
 */
import { isEmailAddress } from '../../domain/format/email';
import { isValidGhanaPhone, normalizeGhanaPhone } from '../../domain/format/phone';

/** What the outbox is filtered by: nothing, a mail recipient or an SMS recipient (the local 0XXXXXXXXX form). */
export type RecipientFilter = { kind: 'all' } | { kind: 'email'; to: string } | { kind: 'phone'; to: string };

export const ALL_RECIPIENTS: RecipientFilter = { kind: 'all' };

/** The filter a typed value names, or null when it is neither an email address nor a Ghana mobile number. */
export function recipientFilterOf(value: string): RecipientFilter | null {
  const text = value.trim();
  if (!text) return ALL_RECIPIENTS;
  if (isEmailAddress(text)) return { kind: 'email', to: text.toLowerCase() };
  if (isValidGhanaPhone(text)) return { kind: 'phone', to: normalizeGhanaPhone(text) };
  return null;
}

/** A piece of a mail's text: plain text, or a link to a page of the site (`href` is a path on this origin). */
export type MailTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The same http(s) links the server lists in an outbox message's `links`. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
/** A sentence's full stop or a closing bracket after a link is not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'}]+$/;

function sitePathOf(candidate: string, origin: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * A mail's text split into text and links, for rendering as text nodes and anchors only (never as HTML).
 * A link becomes a link only when it points at the site's own origin (`origin`, e.g. 'http://localhost:3000'),
 * and then as a path on it; any other address (another site, another scheme) stays text.
 */
export function mailTextParts(text: string, origin: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let rest = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index ?? 0;
    const href = sitePathOf(url, origin);
    pushText(text.slice(rest, start));
    if (href) parts.push({ kind: 'link', text: url, href });
    else pushText(url);
    rest = start + url.length;
  }
  pushText(text.slice(rest));
  return parts;
}
