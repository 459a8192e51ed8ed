import { brand } from '../../../src/domain/brand';
import type { Mail } from '../../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * An administrator's reply to a contact message: the reply, then the sender's own message quoted. The
 * sender's name is typed by a visitor, so the greeting uses it only when it is a plain name.
 */
export function replyMail(to: { to: string; name: string; subject: string }, reply: string, original?: string): Mail {
  const first = to.name.trim().split(/\s+/)[0] ?? '';
  const hello = /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,39}$/u.test(first) ? `Hello ${first},` : 'Hello,';
  const sign = `The ${brand.name} support team`;
  const quoted = original ? `\n\n> ${original.split('\n').join('\n> ')}` : '';
  const text = `${hello}\n\n${reply}\n\n${sign}${quoted}\n`;
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...reply.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    `<p>${escapeHtml(sign)}</p>`,
  ].join('');
  return { to: to.to, subject: `Re: ${to.subject}`.slice(0, 200), text, html };
}
