/**
 * Known browsers (docs/product-rules.md "Sign-in notices"): a browser is told apart by a random id in the
 * `skylink_browser` cookie (httpOnly, on /api/auth only, a year and a month), kept by its sha256 per account.
 * Sign-up and every sign-in remember the browser; a sign-in notice goes only for a browser the account has not
 * been used from, so the sign-in right after sign-up and the daily sign-in on one's own phone send none.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from './crypto';
import { knownBrowsers } from './tables';

export const BROWSER_COOKIE = 'skylink_browser';
const BROWSER_COOKIE_SECONDS = 400 * 24 * 60 * 60;
/** An id this server gave out: 32 random bytes, base64url. Anything else is replaced. */
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;
/** The most browsers kept per account (the most recently seen): a script signing in without cookies cannot grow it. */
export const KNOWN_BROWSERS_KEPT = 20;

/** The browser's id hash, giving it an id (the cookie) when it brings none. `secure` on an https site. */
export function browserOf(c: Context, secure: boolean): string {
  let id = getCookie(c, BROWSER_COOKIE);
  if (!id || !BROWSER_ID.test(id)) {
    id = randomToken();
    setCookie(c, BROWSER_COOKIE, id, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: BROWSER_COOKIE_SECONDS,
    });
  }
  return sha256(id);
}

/** Remember the browser for the account; true when the account had been used from it before. */
export async function rememberBrowser(db: Db, userId: string, browserHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .insert(knownBrowsers)
    .values({ userId, browserHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownBrowsers.userId, knownBrowsers.browserHash], set: { lastSeenAt: now } })
    // xmax is 0 on a row this statement inserted, and set on one it updated (the browser was known)
    .returning({ known: sql<boolean>`xmax <> 0` });
  const newest = db
    .select({ hash: knownBrowsers.browserHash })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.userId, userId))
    .orderBy(sql`${knownBrowsers.lastSeenAt} desc`)
    .limit(KNOWN_BROWSERS_KEPT);
  await db
    .delete(knownBrowsers)
    .where(and(eq(knownBrowsers.userId, userId), notInArray(knownBrowsers.browserHash, newest)));
  return row?.known === true;
}
