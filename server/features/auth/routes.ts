/**
 * The auth API's handlers (mounted at /api/auth): bodies are read with the contract's request schemas,
 * answers are typed with its response types, errors are ApiErrors with a code. Longer than 300 lines
 * because the handlers share the mail, code and password-check helpers defined at the top of authRoutes.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { brand } from '../../../src/domain/brand';
import { normalizeGhanaPhone } from '../../../src/domain/format/phone';
import { passwordExpired } from '../../../src/domain/systemSettings';
import { AUTH_API_BASE, authEndpoints, PROFILE_PICTURE_PATH } from '../../../src/features/auth/contract';
import { AUTH_MESSAGES as m } from '../../../src/features/auth/messages';
import { PROFILE_PICTURE_MAX_BYTES, splitFullName } from '../../../src/features/auth/rules';
import { type AuditEntry, recordAuditSafely, requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { type RateRule, rateLimiter } from '../../db/rateLimit';
import { bodyLimit } from '../../http/bodyLimit';
import { route } from '../../http/contractRoute';
import { ApiError, bodyTooLarge, errorResponse, isUniqueViolation } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { Mailer } from '../../mail/mailer';
import { deleteCustomerSms } from '../../sms/outbox';
import { REGISTRATION_LOCK, readSystemSettings } from '../../system/settings';
import { type AuthEnv, bearerAuth } from './bearer';
import { burnPasswordCheck, hashPassword, sha256, verifyPassword } from './crypto';
import { detectImageType } from './images';
import { browserOf, rememberBrowser } from './knownBrowsers';
import { alreadyVerifiedMail, emailChangedMail, signInNoticeMail } from './mailTemplates';
import {
  accountRequestRules,
  authPolicy,
  resetRequestRule,
  tooManyAccountRequests,
  tooManyCodes,
  tooManyMails,
  tooManyPasswordChecks,
  tooManySignIns,
} from './policy';
import type { EffectiveSecurity } from './security';
import { alertRegistrationClosed, countedAccounts, removeStaleUnverified } from './signupCapacity';
import { emailCodes, profilePictures, users } from './tables';
import type { TokenService } from './tokens';
import { otpauthUri } from './totp';
import { CHALLENGE_MS, type ChallengePurpose, twoFactorService } from './twoFactor';
import {
  findUserByEmail,
  findUserByIdentifier,
  freeUsername,
  toUserRecord,
  type UserRow,
  wantedUsername,
} from './users';
import { resetMailStandIn, sendResetMail, sendVerificationMail } from './verification';

export interface AuthDeps {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  tokens: TokenService;
  /** Absolute origin for links in mail: from configuration only, never from the request. */
  publicUrl: string;
  /** The client's address for rate limiting. */
  clientIp: (c: Context) => string;
  /**
   * Run work after the answer is sent (mail that must not change an answer's timing). Failures are
   * the task's own to log.
   */
  background: (task: () => Promise<void>) => void;
  /**
   * Run in the transaction that deletes an account, before its row goes: what other features keep of it
   * without its personal data (billing's books: server/app.ts gives billing's anonymiseBooks).
   */
  beforeAccountDeleted?: (tx: Db, userId: string) => Promise<void>;
  /** Production: the system setting requiring administrators to use two-factor sign-in is on by default. */
  production?: boolean;
}

/** A registration's transaction: the account created, or the limit it met (max users and the accounts counted). */
type RegistrationOutcome = { created: UserRow; closed?: never } | { closed: { maxUsers: number; counted: number } };

export function authRoutes(deps: AuthDeps) {
  const { db, clock, mailer } = deps;
  const limiter = rateLimiter(db, clock);
  const app = new Hono<AuthEnv>();

  const jsonLimit = bodyLimit({
    maxSize: authPolicy.jsonBodyBytes,
    onError: (c) => errorResponse(c, bodyTooLarge()),
  });
  const uploadLimit = bodyLimit({
    maxSize: authPolicy.uploadBodyBytes,
    onError: (c) => errorResponse(c, new ApiError(413, 'body_too_large', m.imageTooLarge)),
  });
  app.use('*', (c, next) =>
    c.req.path.endsWith('/upload-profile-picture') ? uploadLimit(c, next) : jsonLimit(c, next),
  );

  // The bearer in front of exactly the endpoints whose table entry says `auth` (route() refuses to serve one
  // without it): a path no route has stays the API's 404, with or without a token.
  const requireUser = bearerAuth(db, deps.tokens);
  for (const endpoint of Object.values(authEndpoints)) {
    if (endpoint.auth) app.on(endpoint.method, endpoint.path, requireUser);
  }
  /** Record an audit entry for work already done (never fails the request), with the request's origin. */
  const audit = (c: Context, entry: Omit<AuditEntry, 'ipAddress' | 'userAgent'>) =>
    recordAuditSafely(db, clock(), { ...entry, ...requestOrigin(c, deps.clientIp) });
  const tokens = deps.tokens;
  /** cookies (the known-browser id) are Secure on an https site */
  const secureCookies = deps.publicUrl.startsWith('https:');
  const twoFactor = twoFactorService(db, clock);
  const loadUser = async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

  // ----- mail ---------------------------------------------------------------------------------

  const codeMail = { db, clock, mailer, publicUrl: deps.publicUrl };
  const sendVerification = (user: UserRow) => sendVerificationMail(codeMail, user);
  const sendReset = (user: UserRow) => sendResetMail(codeMail, user);

  /** Mail sent after the answer: the answer is the same, and as fast, whoever the address belongs to. */
  function mailLater(what: string, send: () => Promise<void>) {
    deps.background(async () => {
      try {
        await send();
      } catch (err) {
        console.error(`${what} mail failed:`, err instanceof Error ? err.message : 'unknown error');
      }
    });
  }

  const mailRule = (accountKey: string, kind: string): RateRule => ({
    key: `mail:${kind}:${accountKey}`,
    limit: authPolicy.mailsPerAccount,
    windowMs: authPolicy.mailWindowMs,
  });

  /**
   * Check the signed-in user's current password, counted like sign-ins: the attempt is admitted
   * before the check (at most `passwordChecksPerAccount` per window, parallel or not), and a correct
   * password gives its attempt back.
   */
  async function checkCurrentPassword(user: UserRow, password: string | undefined) {
    if (!password) throw new ApiError(400, 'current_password_required', m.currentPasswordRequired);
    const key = `password:account:${user.id}`;
    const ticket = await limiter.consume([
      { key, limit: authPolicy.passwordChecksPerAccount, windowMs: authPolicy.loginWindowMs },
    ]);
    if (ticket.limited) throw tooManyPasswordChecks(ticket.retryAfterSeconds);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new ApiError(400, 'wrong_password', m.wrongCurrentPassword);
    await ticket.release([key]);
  }

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

  /** The session of a finished sign-in: last login, the device limit, the audit trail, the notice mail. */
  async function signIn(c: Context, user: UserRow, known?: EffectiveSecurity) {
    const limits = known ?? (await tokens.securityOf(db, user.id));
    await db.update(users).set({ lastLoginAt: clock() }).where(eq(users.id, user.id));
    // Allowed devices: the oldest live sessions beyond the limit are signed out.
    const { tokens: pair, sessionId, revoked } = await tokens.openSession(user, limits);
    await audit(c, { action: 'auth.sign_in', userId: user.id, details: { sessionId } });
    if (revoked.length > 0) {
      await audit(c, {
        action: 'auth.session_revoked',
        userId: user.id,
        details: { reason: 'device_limit', allowedDevices: limits.allowedDevices, sessions: revoked },
      });
    }
    // Login notifications (the account's own choice), for a browser the account was not used from before:
    // mailed after the answer; a failed mail is logged and never fails the sign-in.
    const knownBrowser = await rememberBrowser(db, user.id, browserOf(c, secureCookies), clock());
    if (limits.loginNotifications && !knownBrowser) {
      const at = clock();
      const { ipAddress, userAgent } = requestOrigin(c, deps.clientIp);
      const resetLink = `${deps.publicUrl}/forgot-password`;
      mailLater('sign-in notice', () => mailer.send(signInNoticeMail(user, { at, ipAddress, userAgent, resetLink })));
    }
    return pair;
  }

  const adminsNeedTwoFactor = async () =>
    (await readSystemSettings(db, { production: deps.production ?? false })).adminTwoFactorRequired;

  async function secondStep(user: UserRow, purpose: ChallengePurpose) {
    const challenge = await twoFactor.openChallenge(user.id, purpose);
    return { second_step: purpose, challenge_token: challenge, expires_in: CHALLENGE_MS / 1000 };
  }

  /** The account of a live sign-in challenge of this purpose, still active. */
  async function challengedUser(token: string, purpose: ChallengePurpose) {
    const userId = await twoFactor.challengeUser(token, purpose);
    const user = userId ? await loadUser(userId) : undefined;
    if (!user) throw new ApiError(401, 'invalid_challenge', m.challengeExpired);
    if (!user.isActive) throw new ApiError(403, 'account_disabled', m.accountDisabled);
    return user;
  }

  /** Confirm enrolment with a current code (under the code limit): on, audited, the recovery codes. */
  async function confirmEnrolment(c: Context, user: UserRow, code: string): Promise<string[]> {
    let codes: string[] | undefined;
    await checkCode(
      c,
      user,
      async () => {
        codes = await twoFactor.confirmEnrolment(user.id, code);
        return codes !== undefined;
      },
      'wrong_enrolment_code',
    );
    if (!codes) throw new ApiError(409, 'two_factor_on', m.twoFactorAlreadyOn);
    await audit(c, { action: 'auth.two_factor_enabled', userId: user.id });
    return codes;
  }

  /** Check a code under the code limit (per account and address); a right code gives its attempt back. */
  async function checkCode(c: Context, user: UserRow, check: () => Promise<boolean>, reason: string) {
    const accountKey = `two-factor:account:${user.id}`;
    const addressKey = `login:ip:${deps.clientIp(c)}`;
    const ticket = await limiter.consume([
      { key: accountKey, limit: authPolicy.loginFailuresPerAccount, windowMs: authPolicy.loginWindowMs },
      { key: addressKey, limit: authPolicy.loginFailuresPerAddress, windowMs: authPolicy.loginWindowMs },
    ]);
    if (ticket.limited) throw tooManyCodes(ticket.retryAfterSeconds);
    if (!(await check())) {
      await audit(c, {
        action: 'auth.sign_in_failed',
        userId: user.id,
        details: { reason },
        countWithinMs: authPolicy.loginWindowMs,
      });
      throw new ApiError(400, 'invalid_two_factor_code', m.codeRejected);
    }
    await ticket.release([addressKey, accountKey]);
  }

  route(app, authEndpoints.login, async (c, { body }) => {
    const identifier = (body.email || body.username || '').toLowerCase();
    const user = await findUserByIdentifier(db, identifier);
    // One counter per account, whichever identifier (email or username) is typed.
    const accountKey = `login:account:${user ? user.id : identifier}`;
    const addressKey = `login:ip:${deps.clientIp(c)}`;
    // The attempt is counted before the password is checked, atomically, so a burst of parallel
    // guesses gets no more checks than the limit.
    const ticket = await limiter.consume([
      { key: accountKey, limit: authPolicy.loginFailuresPerAccount, windowMs: authPolicy.loginWindowMs },
      { key: addressKey, limit: authPolicy.loginFailuresPerAddress, windowMs: authPolicy.loginWindowMs },
    ]);
    // A failed sign-in is recorded on the account's trail when the account is known; the reason never
    // carries the password, and the typed identifier only when no account matched it. Anyone can send
    // these, so they are counted: one entry per reason (and identifier) and sign-in window.
    const failed = (reason: string) =>
      audit(c, {
        action: 'auth.sign_in_failed',
        userId: user?.id ?? null,
        details: user ? { reason } : { reason, identifier: identifier.slice(0, 254) },
        countWithinMs: authPolicy.loginWindowMs,
      });
    if (ticket.limited) {
      await failed('too_many_attempts');
      throw tooManySignIns(ticket.retryAfterSeconds);
    }

    let ok = false;
    if (user) ok = await verifyPassword(user.passwordHash, body.password);
    else await burnPasswordCheck(body.password);
    if (!user || !ok) {
      await failed(user ? 'wrong_password' : 'unknown_account');
      throw new ApiError(401, 'invalid_credentials', m.credentialsRejected);
    }
    if (!user.isActive) {
      await failed('account_disabled');
      throw new ApiError(403, 'account_disabled', m.accountDisabled);
    }
    // A success does not count against the address, and resets the account's failures.
    await ticket.release([addressKey]);
    await limiter.clear(accountKey);
    // The system settings and the account's own Security preferences, the stricter of each applying.
    const limits = await tokens.securityOf(db, user.id);
    // Password expiry: the right password, but too old to sign in with; the reset link by mail sets a new one.
    if (passwordExpired(user.passwordChangedAt ?? user.createdAt, clock(), limits.passwordExpiryDays)) {
      await failed('password_expired');
      throw new ApiError(403, 'password_expired', m.passwordExpired);
    }
    // Two-factor sign-in: the password was right, but no session before the second factor. An administrator
    // the system settings require it of, not enrolled yet, is sent to enrolment first.
    if (user.twoFactorEnabledAt) return secondStep(user, 'verify');
    if (user.role === 'admin' && (await adminsNeedTwoFactor())) return secondStep(user, 'enrol');
    return signIn(c, user, limits);
  });

  route(app, authEndpoints.loginTwoFactor, async (c, { body }) => {
    const user = await challengedUser(body.challenge_token, 'verify');
    let used: 'totp' | 'recovery' | undefined;
    await checkCode(
      c,
      user,
      async () => {
        used = await twoFactor.verify(user.id, body.code);
        return used !== undefined;
      },
      'wrong_two_factor_code',
    );
    if (!(await twoFactor.closeChallenge(body.challenge_token)))
      throw new ApiError(401, 'invalid_challenge', m.challengeExpired);
    if (used === 'recovery') {
      await audit(c, {
        action: 'auth.recovery_code_used',
        userId: user.id,
        details: { left: await twoFactor.recoveryCodesLeft(user.id) },
      });
    }
    return signIn(c, user);
  });

  route(app, authEndpoints.loginEnrol, async (c, { body }) => {
    const user = await challengedUser(body.challenge_token, 'enrol');
    const secret = await twoFactor.startEnrolment(user.id);
    if (!secret) throw new ApiError(409, 'two_factor_on', m.twoFactorAlreadyOn);
    return { secret, otpauth_uri: otpauthUri(secret, brand.name, user.email) };
  });

  route(app, authEndpoints.loginEnrolConfirm, async (c, { body }) => {
    const user = await challengedUser(body.challenge_token, 'enrol');
    const codes = await confirmEnrolment(c, user, body.code);
    if (!(await twoFactor.closeChallenge(body.challenge_token)))
      throw new ApiError(401, 'invalid_challenge', m.challengeExpired);
    const fresh = (await loadUser(user.id)) ?? user;
    return { ...(await signIn(c, fresh)), recovery_codes: codes };
  });

  route(app, authEndpoints.refreshToken, (_c, { body }) => tokens.rotate(body.refresh_token, loadUser));

  route(app, authEndpoints.logout, async (c, { body }) => {
    // Unknown or already revoked tokens answer the same: signing out is idempotent.
    const userId = await tokens.endSessionOf(body.refresh_token);
    if (userId) await audit(c, { action: 'auth.sign_out', userId });
    return { message: m.signedOut };
  });

  // ----- registration and email verification ---------------------------------------------------

  route(app, authEndpoints.register, async (c, { body }) => {
    const email = body.email.toLowerCase();
    // Limited per address and per target email: the 'User already exists' answer the contract
    // requires tells whether an address has an account, so it is not for bulk probing.
    const ticket = await limiter.consume(accountRequestRules('register', deps.clientIp(c), email));
    if (ticket.limited) throw tooManyAccountRequests(ticket.retryAfterSeconds);
    if (await findUserByEmail(db, email)) throw new ApiError(409, 'user_exists', m.userExists);
    // The username is not the customer's to choose (the form has no field for it): never an error, the
    // first free candidate of the one asked for, picked under the registration lock below.
    const wanted = wantedUsername(body.username, body.name);
    const passwordHash = await hashPassword(body.password);
    const { firstName, lastName } = splitFullName(body.name);
    const now = clock();
    let user: UserRow | undefined;
    for (let attempt = 1; !user; attempt += 1) {
      try {
        // Max users (system settings): counted and inserted under one lock, so parallel registrations at
        // the limit cannot overshoot it. Stale unverified accounts go first and fresh ones count for a day
        // (signupCapacity.ts).
        const outcome = await db.transaction(async (tx): Promise<RegistrationOutcome> => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${REGISTRATION_LOCK}, 0))`);
          await removeStaleUnverified(tx, now);
          const { maxUsers } = await readSystemSettings(tx);
          const counted = await countedAccounts(tx, now);
          if (counted >= maxUsers) return { closed: { maxUsers, counted } };
          const username = await freeUsername(tx, wanted);
          const [created] = await tx
            .insert(users)
            .values({
              email,
              username,
              passwordHash,
              fullName: body.name,
              firstName,
              lastName,
              phoneNumber: body.phone_number ? normalizeGhanaPhone(body.phone_number) : null,
              // The role is never taken from the request or derived from the identifier.
              role: 'user',
              createdAt: now,
              updatedAt: now,
              passwordChangedAt: now,
            })
            .returning();
          if (!created) throw new Error('user not created');
          return { created };
        });
        if (outcome.closed) {
          await alertRegistrationClosed(db, now, outcome.closed, requestOrigin(c, deps.clientIp));
          throw new ApiError(403, 'registration_closed', m.registrationClosed);
        }
        user = outcome.created;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The email, registered meanwhile; or the username, taken by a write outside the lock (an
        // administrator's): then look for a free one again.
        if (attempt >= 3 || (await findUserByEmail(db, email))) throw new ApiError(409, 'user_exists', m.userExists);
      }
    }
    if (!user) throw new Error('user not created');
    const created = user;
    await audit(c, { action: 'auth.register', userId: created.id, details: { username: created.username } });
    // the browser that signed up is known: the sign-in that follows sends no sign-in notice
    await rememberBrowser(db, created.id, browserOf(c, secureCookies), now);
    // The account exists; the user can ask for the code again from the verification screen.
    mailLater('verification', () => sendVerification(created));
    return { message: m.registered };
  });

  route(app, authEndpoints.verifyEmail, async (c, { body }) => {
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
    if (!user || !candidate || candidate.email !== user.email)
      throw new ApiError(400, 'invalid_code', m.invalidVerificationCode);
    const claimed = await claimCode(body.verification_code, 'verify_email');
    if (!claimed) {
      // Used or expired, but this account's link to its current address, which is verified: the link did
      // its work (a second tab, a second click), so say so instead of failing.
      if (user.emailVerifiedAt) {
        return {
          message: m.alreadyVerified,
          user: toUserRecord(user),
          already_verified: true,
        };
      }
      throw new ApiError(400, 'invalid_code', m.invalidVerificationCode);
    }
    const now = clock();
    const [updated] = await db
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await retireCodes(user.id, 'verify_email');
    if (!updated) throw new Error('user vanished');
    if (!user.emailVerifiedAt) await audit(c, { action: 'auth.email_verified', userId: user.id });
    return { message: m.verified, user: toUserRecord(updated) };
  });

  /**
   * The same answer for every address (known, unknown, verified or not); the mail says what applies.
   * Limited per client address and per target email, whether or not it has an account.
   */
  route(app, authEndpoints.resendCode, async (c, { body }) => {
    const email = body.email.toLowerCase();
    const ticket = await limiter.consume(accountRequestRules('resend', deps.clientIp(c), email));
    if (ticket.limited) throw tooManyMails(ticket.retryAfterSeconds);
    const user = await findUserByEmail(db, email);
    if (user?.isActive) {
      if (user.emailVerifiedAt) {
        mailLater('already-verified', () => mailer.send(alreadyVerifiedMail(user, `${deps.publicUrl}/login`)));
      } else {
        mailLater('verification', () => sendVerification(user));
      }
    }
    return { message: m.verificationSent };
  });

  // ----- password recovery ----------------------------------------------------------------------

  /**
   * The same answer, as fast, for every address: limited per client address only (before anything
   * else), and the account lookup, the audit entry, the token and the mail all happen after the answer,
   * so nothing on the request path depends on whether the address has an account. The work after the
   * answer is the same too (an entry counted, a limit consumed, a token made and written), so the server's
   * load after a request does not tell either.
   */
  route(app, authEndpoints.forgotPassword, async (c, { body }) => {
    const ticket = await limiter.consume([resetRequestRule(deps.clientIp(c))]);
    if (ticket.limited) throw tooManyMails(ticket.retryAfterSeconds);
    const origin = requestOrigin(c, deps.clientIp);
    mailLater('reset', async () => {
      const found = await findUserByIdentifier(db, body.username);
      const user = found?.isActive ? found : undefined;
      const typed = body.username.toLowerCase().slice(0, 254);
      // Anyone can ask: counted, one entry per mail window, so a flood of requests fills no trail. An
      // unknown (or disabled) account's entry goes to the trail without an account, with what was typed.
      await recordAuditSafely(db, clock(), {
        action: 'auth.password_reset_requested',
        userId: user?.id ?? null,
        ...origin,
        details: user ? {} : { identifier: typed },
        countWithinMs: authPolicy.mailWindowMs,
      });
      // Over the limit: send nothing (the mailbox is not flooded; the answer is the same).
      const verdict = await limiter.consume([mailRule(user ? user.id : `unknown:${typed}`, 'reset')]);
      if (user && !verdict.limited) await sendReset(user);
      else await resetMailStandIn(codeMail);
    });
    return { message: m.forgotSent };
  });

  route(app, authEndpoints.resetPassword, async (c, { body }) => {
    const claimed = await claimCode(body.reset_token, 'reset_password');
    if (!claimed) throw new ApiError(400, 'invalid_reset_token', m.invalidResetToken);
    const [user] = await db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
    if (!user || user.email !== claimed.email) throw new ApiError(400, 'invalid_reset_token', m.invalidResetToken);
    const now = clock();
    const passwordHash = await hashPassword(body.new_password);
    await db
      .update(users)
      // Following the link proves the mailbox, so the address counts as verified too.
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where(eq(users.id, user.id));
    await retireCodes(user.id, 'reset_password');
    await tokens.revokeSessions(user.id, 'password_reset');
    await limiter.clear(`login:account:${user.id}`);
    await limiter.clear(`password:account:${user.id}`);
    await audit(c, { action: 'auth.password_reset', userId: user.id });
    return { message: m.resetSuccess };
  });

  // ----- the signed-in user -----------------------------------------------------------------------

  route(app, authEndpoints.me, (c) => toUserRecord(c.get('user')));

  route(app, authEndpoints.changePassword, async (c, { body }) => {
    const user = c.get('user');
    await checkCurrentPassword(user, body.current_password);
    if (body.current_password === body.new_password) throw new ApiError(400, 'same_password', m.samePassword);
    const now = clock();
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.new_password), passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    // Every reset link still out ends (it would set a password over this one), and other devices sign in
    // again; this one keeps its session.
    await retireCodes(user.id, 'reset_password');
    await tokens.revokeSessions(user.id, 'password_change', c.get('sessionId'));
    await audit(c, { action: 'auth.password_changed', userId: user.id });
    return { message: m.passwordChanged };
  });

  route(app, authEndpoints.updateProfile, async (c, { body }) => {
    const user = c.get('user');
    const patch: Partial<typeof users.$inferInsert> = {};
    if (body.first_name !== undefined) patch.firstName = body.first_name;
    if (body.last_name !== undefined) patch.lastName = body.last_name;
    if (patch.firstName !== undefined || patch.lastName !== undefined) {
      patch.fullName = [patch.firstName ?? user.firstName, patch.lastName ?? user.lastName].filter(Boolean).join(' ');
    }
    if (body.phone_number !== undefined) {
      patch.phoneNumber = body.phone_number ? normalizeGhanaPhone(body.phone_number) : null;
    }
    if (body.date_of_birth !== undefined) patch.dateOfBirth = body.date_of_birth ? body.date_of_birth : null;
    const newEmail = body.email?.toLowerCase();
    const emailChanged = newEmail !== undefined && newEmail !== user.email;
    if (emailChanged) {
      // Changing the sign-in address takes the password too: a stolen token alone cannot take the account.
      await checkCurrentPassword(user, body.current_password);
      const other = await findUserByEmail(db, newEmail);
      if (other) throw new ApiError(409, 'email_in_use', m.emailInUse);
      patch.email = newEmail;
      patch.emailVerifiedAt = null;
    }
    if (Object.keys(patch).length === 0 && newEmail === undefined)
      throw new ApiError(400, 'nothing_to_update', m.fieldsEmpty);
    patch.updatedAt = clock();
    let updated: UserRow | undefined;
    try {
      [updated] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'email_in_use', m.emailInUse);
      throw err;
    }
    if (!updated) throw new Error('user vanished');
    if (emailChanged) {
      // Links mailed to the old address (verification, reset) end with it.
      await retireCodes(user.id, 'verify_email');
      await retireCodes(user.id, 'reset_password');
      const changed = updated;
      mailLater('verification', () => sendVerification(changed));
      // The old address is told, so an owner whose account was taken over hears of it.
      const notice = emailChangedMail(user, changed.email, `mailto:${brand.emails.support}`);
      mailLater('email-changed notice', () => mailer.send(notice));
    }
    return { message: m.profileUpdated, user: toUserRecord(updated) };
  });

  // The endpoint declares no JSON request: the picture comes as multipart form data, read here.
  route(app, authEndpoints.uploadProfilePicture, async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
      throw new ApiError(400, 'invalid_image', m.imageType);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError(400, 'invalid_image', m.imageType);
    }
    const file = form.profile_picture;
    if (!(file instanceof File) || file.size === 0) throw new ApiError(400, 'invalid_image', m.imageType);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) throw new ApiError(413, 'body_too_large', m.imageTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = detectImageType(bytes);
    if (!contentType) throw new ApiError(415, 'invalid_image', m.imageType);
    const user = c.get('user');
    const now = clock();
    const url = await db.transaction(async (tx) => {
      await tx.delete(profilePictures).where(eq(profilePictures.userId, user.id));
      const [picture] = await tx
        .insert(profilePictures)
        .values({ userId: user.id, contentType, data: bytes, createdAt: now })
        .returning({ id: profilePictures.id });
      if (!picture) throw new Error('picture not stored');
      const pictureUrl = `${AUTH_API_BASE}${PROFILE_PICTURE_PATH.replace(':id', picture.id)}`;
      await tx.update(users).set({ profilePicture: pictureUrl, updatedAt: now }).where(eq(users.id, user.id));
      return pictureUrl;
    });
    return { message: m.pictureUploaded, profile_picture_url: url, url };
  });

  /**
   * Pictures are public by unguessable id (an <img> cannot send a bearer token); a new upload changes the id.
   * The answer is the image, not JSON: registered by hand (server/openapi.ts HAND_REGISTERED).
   */
  app.get(PROFILE_PICTURE_PATH, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new ApiError(404, 'not_found', m.pictureNotFound);
    const [picture] = await db.select().from(profilePictures).where(eq(profilePictures.id, id)).limit(1);
    if (!picture) throw new ApiError(404, 'not_found', m.pictureNotFound);
    return c.body(picture.data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': picture.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
  });

  /** Ours: remove the picture (the stored image and the account's link to it). */
  route(app, authEndpoints.removeProfilePicture, async (c) => {
    const user = c.get('user');
    await db.transaction(async (tx) => {
      await tx.delete(profilePictures).where(eq(profilePictures.userId, user.id));
      await tx.update(users).set({ profilePicture: null, updatedAt: clock() }).where(eq(users.id, user.id));
    });
    return { message: m.pictureRemoved };
  });

  route(app, authEndpoints.twoFactorSetup, async (c) => {
    const user = c.get('user');
    const secret = await twoFactor.startEnrolment(user.id);
    if (!secret) throw new ApiError(409, 'two_factor_on', m.twoFactorAlreadyOn);
    return { secret, otpauth_uri: otpauthUri(secret, brand.name, user.email) };
  });

  route(app, authEndpoints.twoFactorEnable, async (c, { body }) => {
    const user = c.get('user');
    if (user.twoFactorEnabledAt) throw new ApiError(409, 'two_factor_on', m.twoFactorAlreadyOn);
    const codes = await confirmEnrolment(c, user, body.code);
    return { message: m.twoFactorTurnedOn, recovery_codes: codes };
  });

  route(app, authEndpoints.twoFactorDisable, async (c, { body }) => {
    const user = c.get('user');
    if (!user.twoFactorEnabledAt) throw new ApiError(409, 'two_factor_off', m.twoFactorNotOn);
    await checkCode(
      c,
      user,
      async () => (await twoFactor.verify(user.id, body.code)) !== undefined,
      'wrong_disable_code',
    );
    await twoFactor.disable(user.id);
    await audit(c, { action: 'auth.two_factor_disabled', userId: user.id });
    return { message: m.twoFactorTurnedOff };
  });

  route(app, authEndpoints.deleteAccount, async (c, { body }) => {
    await checkCurrentPassword(c.get('user'), body.password);
    // Sessions, tokens, codes, the picture, settings and subscription go with the row (ON DELETE CASCADE);
    // payments and invoices stay in the books without personal data (beforeAccountDeleted, then ON DELETE
    // SET NULL); the SMS outbox has no foreign key to it, so its messages to the customer are deleted here.
    const userId = c.get('user').id;
    await db.transaction(async (tx) => {
      await deleteCustomerSms(tx, userId);
      await deps.beforeAccountDeleted?.(tx, userId);
      await tx.delete(users).where(eq(users.id, userId));
    });
    return { message: m.accountDeleted };
  });

  return app;
}
