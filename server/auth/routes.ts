import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { sign, verify } from 'hono/jwt';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  PROFILE_PICTURE_MAX_BYTES,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resendCodeRequestSchema,
  resetPasswordRequestSchema,
  splitFullName,
  updateProfileRequestSchema,
  authMessages as v,
  verifyEmailRequestSchema,
} from '../../src/domain/auth/schemas';
import type { Db } from '../db/client';
import { authSessions, emailCodes, profilePictures, refreshTokens, users } from '../db/schema';
import { ApiError, BODY_TOO_LARGE, errorBody, isUniqueViolation, readJson } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword } from './crypto';
import { detectImageType } from './images';
import { type RateRule, rateLimiter } from './rateLimit';
import { findUserByEmail, findUserByIdentifier, toUserRecord, type UserRow } from './users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Lifetimes and limits of the auth API (spec §9 where it speaks; our choice where it is silent). */
export const authPolicy = {
  accessTokenSeconds: 3600,
  refreshTokenMs: 30 * 24 * HOUR,
  verificationCodeMs: 24 * HOUR,
  resetTokenMs: HOUR,
  loginWindowMs: 15 * MINUTE,
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 20,
  mailWindowMs: HOUR,
  mailsPerAccount: 5,
  jsonBodyBytes: 16 * 1024,
  /** The picture itself plus room for the multipart envelope. */
  uploadBodyBytes: PROFILE_PICTURE_MAX_BYTES + 64 * 1024,
} as const;

export const TOKEN_ISSUER = 'skylink-gh';

/** Server texts the client maps (spec §8) and our own where the spec is silent. */
export const authServerMessages = {
  invalidCredentials: 'Invalid user credentials',
  userExists: 'User already exists',
  registered: 'Successfully registered user',
  accountDisabled: 'This account has been disabled. Please contact support.',
  authRequired: 'Authentication required',
  invalidAccessToken: 'Invalid or expired access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  refreshReused: 'This sign-in session has ended. Please sign in again.',
  invalidVerificationCode: 'Invalid or expired verification code',
  alreadyVerified: 'Email is already verified',
  emailNotFound: 'Email address not found',
  invalidResetToken: 'Invalid or expired reset token',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from your current password',
  emailInUse: 'This email address is already used by another account.',
  nothingToUpdate: 'Invalid request - fields empty',
  mailFailed: 'We could not send the email. Please try again later.',
  signedOut: 'Signed out successfully',
  // Success texts (spec §8).
  verified: 'Email successfully verified!',
  verificationSent: 'Verification email sent successfully! Please check your inbox.',
  forgotAccepted: 'If this email exists in our system, you will receive password reset instructions shortly.',
  passwordReset: 'Password successfully reset. You can now log in with your new password.',
  passwordChanged: 'Password successfully changed!',
  profileUpdated: 'Profile updated successfully!',
  pictureUploaded: 'Profile picture uploaded successfully!',
  accountDeleted: 'Account deleted successfully',
} as const;

const m = authServerMessages;

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function tooManySignIns(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    `Too many failed sign-in attempts. Please wait ${minutesText(retryAfterSeconds)} and try again.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

function tooManyMails(retryAfterSeconds: number): ApiError {
  return new ApiError(429, `Too many emails requested. Please wait ${minutesText(retryAfterSeconds)} and try again.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

export interface AuthDeps {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  /** The HS256 key (loaded lazily: it may come from the database). */
  signingKey: () => Promise<string>;
  /** Absolute origin for mail links; the request's origin when absent. */
  publicUrl?: string;
  /** The client's address for rate limiting. */
  clientIp: (c: Context) => string;
}

/** Client address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's address. */
export function defaultClientIp(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

type AuthEnv = { Variables: { user: UserRow; sessionId: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The auth API, mounted at /api/auth. */
export function authRoutes(deps: AuthDeps) {
  const { db, clock, mailer } = deps;
  const limiter = rateLimiter(db, clock);
  const app = new Hono<AuthEnv>();

  const origin = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin;

  const jsonLimit = bodyLimit({
    maxSize: authPolicy.jsonBodyBytes,
    onError: (c) => c.json(errorBody(BODY_TOO_LARGE), 413),
  });
  const uploadLimit = bodyLimit({
    maxSize: authPolicy.uploadBodyBytes,
    onError: (c) => c.json(errorBody(v.imageTooLarge), 413),
  });
  app.use('*', (c, next) =>
    c.req.path.endsWith('/upload-profile-picture') ? uploadLimit(c, next) : jsonLimit(c, next),
  );

  // ----- tokens -------------------------------------------------------------------------------

  async function issueTokens(user: UserRow, sessionId?: string) {
    const now = clock();
    let sid = sessionId;
    if (!sid) {
      const [session] = await db
        .insert(authSessions)
        .values({ userId: user.id, createdAt: now })
        .returning({ id: authSessions.id });
      sid = session?.id;
      if (!sid) throw new Error('session not created');
    }
    const refreshToken = randomToken();
    await db.insert(refreshTokens).values({
      sessionId: sid,
      tokenHash: sha256(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + authPolicy.refreshTokenMs),
    });
    const iat = Math.floor(now.getTime() / 1000);
    const accessToken = await sign(
      { sub: user.id, sid, role: user.role, iss: TOKEN_ISSUER, iat, exp: iat + authPolicy.accessTokenSeconds },
      await deps.signingKey(),
      'HS256',
    );
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: authPolicy.accessTokenSeconds,
      token_type: 'Bearer',
    };
  }

  async function revokeSessions(userId: string, reason: string, exceptSessionId?: string) {
    await db
      .update(authSessions)
      .set({ revokedAt: clock(), revokedReason: reason })
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
        ),
      );
  }

  /** Bearer authentication: a valid signature, unexpired by our clock, a live session and an active user. */
  const requireUser = createMiddleware<AuthEnv>(async (c, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) throw new ApiError(401, m.authRequired, { headers: { 'WWW-Authenticate': 'Bearer' } });
    const invalid = () =>
      new ApiError(401, m.invalidAccessToken, { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
    let payload: Record<string, unknown>;
    try {
      payload = await verify(match[1], await deps.signingKey(), {
        alg: 'HS256',
        iss: TOKEN_ISSUER,
        exp: false,
        nbf: false,
        iat: false,
      });
    } catch {
      throw invalid();
    }
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') throw invalid();
    if (exp * 1000 <= clock().getTime()) throw invalid();
    const [row] = await db
      .select({ user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.id, sid), eq(authSessions.userId, sub), isNull(authSessions.revokedAt)))
      .limit(1);
    if (!row) throw invalid();
    if (!row.user.isActive) throw new ApiError(403, m.accountDisabled);
    c.set('user', row.user);
    c.set('sessionId', sid);
    await next();
  });

  // ----- mail ---------------------------------------------------------------------------------

  async function createCode(user: UserRow, purpose: 'verify_email' | 'reset_password') {
    const now = clock();
    const code = randomToken();
    const lifetime = purpose === 'verify_email' ? authPolicy.verificationCodeMs : authPolicy.resetTokenMs;
    await db.insert(emailCodes).values({
      userId: user.id,
      purpose,
      codeHash: sha256(code),
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    return code;
  }

  async function sendVerification(c: Context, user: UserRow) {
    const code = await createCode(user, 'verify_email');
    const link = `${origin(c)}/verify-email?token=${encodeURIComponent(code)}&email=${encodeURIComponent(user.email)}`;
    await mailer.send({
      to: user.email,
      subject: 'Verify your email address',
      text: `Hello ${user.firstName || user.fullName},\n\nPlease confirm your email address for your SkyLink Ghana account by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not create an account, you can ignore this email.\n`,
      html: `<p>Hello ${escapeHtml(user.firstName || user.fullName)},</p><p>Please confirm your email address for your SkyLink Ghana account:</p><p><a href="${escapeHtml(link)}">Verify my email address</a></p><p>The link works once and expires in 24 hours. If you did not create an account, you can ignore this email.</p>`,
    });
  }

  async function sendReset(c: Context, user: UserRow) {
    const token = await createCode(user, 'reset_password');
    const link = `${origin(c)}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.firstName || user.fullName},\n\nWe received a request to reset the password of your SkyLink Ghana account. Choose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.\n`,
      html: `<p>Hello ${escapeHtml(user.firstName || user.fullName)},</p><p>We received a request to reset the password of your SkyLink Ghana account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.</p>`,
    });
  }

  const mailRule = (user: UserRow, kind: string): RateRule => ({
    key: `mail:${kind}:${user.id}`,
    limit: authPolicy.mailsPerAccount,
    windowMs: authPolicy.mailWindowMs,
  });

  /** Claim a single-use code: marks it used and returns it, or undefined when unknown, used or expired. */
  async function claimCode(code: string, purpose: 'verify_email' | 'reset_password') {
    const now = clock();
    const [claimed] = await db
      .update(emailCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailCodes.codeHash, sha256(code)),
          eq(emailCodes.purpose, purpose),
          isNull(emailCodes.usedAt),
          gt(emailCodes.expiresAt, now),
        ),
      )
      .returning();
    return claimed;
  }

  async function retireCodes(userId: string, purpose: 'verify_email' | 'reset_password') {
    await db
      .update(emailCodes)
      .set({ usedAt: clock() })
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
  }

  // ----- sign-in and tokens -------------------------------------------------------------------

  app.post('/login', async (c) => {
    const body = await readJson(c, loginRequestSchema);
    const identifier = (body.email || body.username || '').toLowerCase();
    const user = await findUserByIdentifier(db, identifier);
    // One counter per account, whichever identifier (email or username) is typed.
    const accountKey = `login:account:${user ? user.id : identifier}`;
    const rules: RateRule[] = [
      { key: accountKey, limit: authPolicy.loginFailuresPerAccount, windowMs: authPolicy.loginWindowMs },
      {
        key: `login:ip:${deps.clientIp(c)}`,
        limit: authPolicy.loginFailuresPerAddress,
        windowMs: authPolicy.loginWindowMs,
      },
    ];
    const verdict = await limiter.check(rules);
    if (verdict.limited) throw tooManySignIns(verdict.retryAfterSeconds);

    let ok = false;
    if (user) ok = await verifyPassword(user.passwordHash, body.password);
    else await burnPasswordCheck(body.password);
    if (!user || !ok) {
      await limiter.record(
        rules.map((r) => r.key),
        authPolicy.loginWindowMs,
      );
      throw new ApiError(401, m.invalidCredentials);
    }
    if (!user.isActive) throw new ApiError(403, m.accountDisabled);
    await limiter.clear(accountKey);
    await db.update(users).set({ lastLoginAt: clock() }).where(eq(users.id, user.id));
    return c.json(await issueTokens(user));
  });

  app.post('/refresh-token', async (c) => {
    const body = await readJson(c, refreshTokenRequestSchema);
    const now = clock();
    const hash = sha256(body.refresh_token);
    const [found] = await db
      .select({ token: refreshTokens, session: authSessions, user: users })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, hash))
      .limit(1);
    if (!found || found.session.revokedAt) throw new ApiError(401, m.invalidRefreshToken);
    // Claim the token atomically: only one request can rotate it.
    const [claimed] = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) {
      // A rotated token came back: someone holds a copy. End the whole family.
      await db
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'refresh_token_reuse' })
        .where(and(eq(authSessions.id, found.session.id), isNull(authSessions.revokedAt)));
      throw new ApiError(401, m.refreshReused);
    }
    if (found.token.expiresAt.getTime() <= now.getTime()) throw new ApiError(401, m.invalidRefreshToken);
    if (!found.user.isActive) throw new ApiError(403, m.accountDisabled);
    return c.json(await issueTokens(found.user, found.session.id));
  });

  app.post('/logout', async (c) => {
    const body = await readJson(c, logoutRequestSchema);
    const [found] = await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(body.refresh_token)))
      .limit(1);
    if (found) {
      await db
        .update(authSessions)
        .set({ revokedAt: clock(), revokedReason: 'logout' })
        .where(and(eq(authSessions.id, found.sessionId), isNull(authSessions.revokedAt)));
    }
    // Unknown or already revoked tokens answer the same: signing out is idempotent.
    return c.json({ message: m.signedOut });
  });

  // ----- registration and email verification ---------------------------------------------------

  app.post('/register', async (c) => {
    const body = await readJson(c, registerRequestSchema);
    const email = body.email.toLowerCase();
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = ${email} or lower(${users.username}) = ${body.username.toLowerCase()}`)
      .limit(1);
    if (taken) throw new ApiError(409, m.userExists);
    const passwordHash = await hashPassword(body.password);
    const { firstName, lastName } = splitFullName(body.name);
    const now = clock();
    let user: UserRow | undefined;
    try {
      [user] = await db
        .insert(users)
        .values({
          email,
          username: body.username,
          passwordHash,
          fullName: body.name,
          firstName,
          lastName,
          // The role is never taken from the request or derived from the identifier.
          role: 'user',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, m.userExists);
      throw err;
    }
    if (!user) throw new Error('user not created');
    try {
      await sendVerification(c, user);
    } catch (err) {
      // The account exists; the user can ask for the code again from the verification screen.
      console.error('verification mail failed', err);
    }
    return c.json({ message: m.registered }, 201);
  });

  app.post('/verify-email', async (c) => {
    const body = await readJson(c, verifyEmailRequestSchema);
    const email = body.email.toLowerCase();
    const user = await findUserByEmail(db, email);
    // Look before claiming, so a code cannot be burnt with someone else's address.
    const [candidate] = user
      ? await db
          .select({ id: emailCodes.id, email: emailCodes.email })
          .from(emailCodes)
          .where(and(eq(emailCodes.codeHash, sha256(body.verification_code)), eq(emailCodes.userId, user.id)))
          .limit(1)
      : [];
    if (!user || !candidate || candidate.email !== user.email) throw new ApiError(400, m.invalidVerificationCode);
    const claimed = await claimCode(body.verification_code, 'verify_email');
    if (!claimed) throw new ApiError(400, m.invalidVerificationCode);
    const now = clock();
    const [updated] = await db
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await retireCodes(user.id, 'verify_email');
    return c.json({ message: m.verified, user: updated ? toUserRecord(updated) : undefined });
  });

  app.post('/resend-code', async (c) => {
    const body = await readJson(c, resendCodeRequestSchema);
    const user = await findUserByEmail(db, body.email);
    if (!user) throw new ApiError(404, m.emailNotFound);
    if (user.emailVerifiedAt) throw new ApiError(409, m.alreadyVerified);
    const rule = mailRule(user, 'verify');
    const verdict = await limiter.check([rule]);
    if (verdict.limited) throw tooManyMails(verdict.retryAfterSeconds);
    await limiter.record([rule.key], rule.windowMs);
    try {
      await sendVerification(c, user);
    } catch (err) {
      console.error('verification mail failed', err);
      throw new ApiError(503, m.mailFailed);
    }
    return c.json({ message: m.verificationSent });
  });

  // ----- password recovery ----------------------------------------------------------------------

  app.post('/forgot-password', async (c) => {
    const body = await readJson(c, forgotPasswordRequestSchema);
    const user = await findUserByIdentifier(db, body.username);
    if (user?.isActive) {
      const rule = mailRule(user, 'reset');
      const verdict = await limiter.check([rule]);
      // Over the limit: answer the same, send nothing (the mailbox is not flooded, nothing is revealed).
      if (!verdict.limited) {
        await limiter.record([rule.key], rule.windowMs);
        try {
          await sendReset(c, user);
        } catch (err) {
          console.error('reset mail failed', err);
          throw new ApiError(503, m.mailFailed);
        }
      }
    }
    return c.json({ message: m.forgotAccepted });
  });

  app.post('/reset-password', async (c) => {
    const body = await readJson(c, resetPasswordRequestSchema);
    const claimed = await claimCode(body.reset_token, 'reset_password');
    if (!claimed) throw new ApiError(400, m.invalidResetToken);
    const [user] = await db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
    if (!user || user.email !== claimed.email) throw new ApiError(400, m.invalidResetToken);
    const now = clock();
    const passwordHash = await hashPassword(body.new_password);
    await db
      .update(users)
      // Following the link proves the mailbox, so the address counts as verified too.
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where(eq(users.id, user.id));
    await retireCodes(user.id, 'reset_password');
    await revokeSessions(user.id, 'password_reset');
    await limiter.clear(`login:account:${user.id}`);
    return c.json({ message: m.passwordReset });
  });

  // ----- the signed-in user -----------------------------------------------------------------------

  app.get('/me', requireUser, (c) => c.json(toUserRecord(c.get('user'))));

  app.post('/change-password', requireUser, async (c) => {
    const body = await readJson(c, changePasswordRequestSchema);
    const user = c.get('user');
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      throw new ApiError(400, m.wrongCurrentPassword);
    }
    if (body.current_password === body.new_password) throw new ApiError(400, m.samePassword);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.new_password), updatedAt: clock() })
      .where(eq(users.id, user.id));
    // Other devices sign in again; this one keeps its session.
    await revokeSessions(user.id, 'password_change', c.get('sessionId'));
    return c.json({ message: m.passwordChanged });
  });

  app.post('/update-profile', requireUser, async (c) => {
    const body = await readJson(c, updateProfileRequestSchema);
    const user = c.get('user');
    const patch: Partial<typeof users.$inferInsert> = {};
    if (body.first_name !== undefined) patch.firstName = body.first_name;
    if (body.last_name !== undefined) patch.lastName = body.last_name;
    if (patch.firstName !== undefined || patch.lastName !== undefined) {
      patch.fullName = [patch.firstName ?? user.firstName, patch.lastName ?? user.lastName].filter(Boolean).join(' ');
    }
    if (body.phone_number !== undefined) patch.phoneNumber = body.phone_number ? body.phone_number : null;
    if (body.date_of_birth !== undefined) patch.dateOfBirth = body.date_of_birth ? body.date_of_birth : null;
    const newEmail = body.email?.toLowerCase();
    const emailChanged = newEmail !== undefined && newEmail !== user.email;
    if (emailChanged) {
      const other = await findUserByEmail(db, newEmail);
      if (other) throw new ApiError(409, m.emailInUse);
      patch.email = newEmail;
      patch.emailVerifiedAt = null;
    }
    if (Object.keys(patch).length === 0 && newEmail === undefined) throw new ApiError(400, m.nothingToUpdate);
    patch.updatedAt = clock();
    let updated: UserRow | undefined;
    try {
      [updated] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, m.emailInUse);
      throw err;
    }
    if (!updated) throw new Error('user vanished');
    if (emailChanged) {
      await retireCodes(user.id, 'verify_email');
      try {
        await sendVerification(c, updated);
      } catch (err) {
        console.error('verification mail failed', err);
      }
    }
    return c.json({ message: m.profileUpdated, user: toUserRecord(updated) });
  });

  app.post('/upload-profile-picture', requireUser, async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new ApiError(400, v.imageType);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError(400, v.imageType);
    }
    const file = form.profile_picture;
    if (!(file instanceof File) || file.size === 0) throw new ApiError(400, v.imageType);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) throw new ApiError(413, v.imageTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = detectImageType(bytes);
    if (!contentType) throw new ApiError(415, v.imageType);
    const user = c.get('user');
    const now = clock();
    const url = await db.transaction(async (tx) => {
      await tx.delete(profilePictures).where(eq(profilePictures.userId, user.id));
      const [picture] = await tx
        .insert(profilePictures)
        .values({ userId: user.id, contentType, data: bytes, createdAt: now })
        .returning({ id: profilePictures.id });
      if (!picture) throw new Error('picture not stored');
      const pictureUrl = `/api/auth/profile-picture/${picture.id}`;
      await tx.update(users).set({ profilePicture: pictureUrl, updatedAt: now }).where(eq(users.id, user.id));
      return pictureUrl;
    });
    return c.json({ message: m.pictureUploaded, profile_picture_url: url, url });
  });

  /** Pictures are public by unguessable id (an <img> cannot send a bearer token); a new upload changes the id. */
  app.get('/profile-picture/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw new ApiError(404, 'Not found');
    const [picture] = await db.select().from(profilePictures).where(eq(profilePictures.id, id)).limit(1);
    if (!picture) throw new ApiError(404, 'Not found');
    return c.body(picture.data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': picture.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
  });

  app.delete('/delete-account', requireUser, async (c) => {
    // Sessions, tokens, codes and the picture go with the row (ON DELETE CASCADE).
    await db.delete(users).where(eq(users.id, c.get('user').id));
    return c.json({ message: m.accountDeleted });
  });

  return app;
}
