/**
 * The coverage API (mounted at /api/coverage), mounted from the contract's endpoint table
 * (`coverageEndpoints`, src/features/coverage/contract.ts): bodies read with its schemas, answers typed
 * and checked against them.
 *
 * - POST /check answers a place it can find with the same rules the browser uses (so both agree), text
 *   naming no place it can find as not found (zone `unknown`), and a point outside Ghana as not served.
 * - GET /areas lists the regions and the places we recognise (the gazetteer).
 * - POST /request stores a request for coverage for the admin area; at most `requestsPerAddress` per
 *   address a day and `requestsPerClient` per client address an hour, however many arrive at once.
 * - POST /analyze runs the AI tool's rules engine.
 * - /check and /analyze record what was asked for the admin's demand figures, at most
 *   `demandPerClient` per client address and `demandTotal` in all an hour (the answer is given regardless).
 */
import { desc } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type CoverageAreas,
  type CoverageRequestRecord,
  coverageEndpoints,
} from '../../../src/features/coverage/contract';
import { COVERAGE_MESSAGES as m } from '../../../src/features/coverage/messages';
import {
  type CoverageResult,
  coverageAt,
  GHANA_PLACES,
  GHANA_REGIONS,
  ghanaPlaceOf,
  normalizeAddress,
  placeNotFound,
  recommendCoverage,
  unservedCoverage,
} from '../../../src/features/coverage/rules';
import type { Db } from '../../db/client';
import { rateLimiter } from '../../db/rateLimit';
import { bodyLimit } from '../../http/bodyLimit';
import { route } from '../../http/contractRoute';
import { ApiError, bodyTooLarge, errorResponse } from '../../http/errors';
import { coverageChecks, coverageRequests } from './tables';

const HOUR = 60 * 60 * 1000;

export const coveragePolicy = {
  requestsPerAddress: 3,
  addressWindowMs: 24 * HOUR,
  requestsPerClient: 20,
  clientWindowMs: HOUR,
  jsonBodyBytes: 8 * 1024,
  /**
   * The demand figures (coverage_checks) take at most `demandPerClient` records per client address and
   * `demandTotal` from everyone per `demandWindowMs`. A visitor's browser asks the server only for a place
   * outside Ghana (/check) or once per AI-tool submit (/analyze): a handful an hour, and 30 leaves room for
   * a family or an office behind one address. 200 an hour in all is far above this site's real demand and
   * caps what a flood from many addresses can add (4,800 rows a day, where one address wrote 1,000 in 9.5 s).
   */
  demandPerClient: 30,
  demandTotal: 200,
  demandWindowMs: HOUR,
} as const;

export interface CoverageDeps {
  db: Db;
  clock: () => Date;
  /** The client's address for rate limiting. */
  clientIp: (c: Context) => string;
}

/** Ghana's bounding box: coordinates inside it are checked as a Ghana place. */
const inGhana = ({ lat, lng }: { lat: number; lng: number }) => lat >= 4.5 && lat <= 11.2 && lng >= -3.3 && lng <= 1.3;

export function checkCoverage(
  body: { address?: string; region?: string; city?: string; coordinates?: { lat: number; lng: number } },
  today: Date,
): CoverageResult {
  if (body.address) {
    const named = [body.address, body.city, body.region].filter(Boolean).join(', ');
    const place = ghanaPlaceOf(named, GHANA_PLACES);
    return place ? coverageAt(place, today) : placeNotFound(body.address);
  }
  const point = body.coordinates as { lat: number; lng: number };
  const label = `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
  return inGhana(point) ? coverageAt({ area: 'Ghana', region: null, zone: 'rural' }, today) : unservedCoverage(label);
}

const toRecord = (row: typeof coverageRequests.$inferSelect): CoverageRequestRecord => ({
  id: row.id,
  address: row.address,
  contactInfo: row.contactInfo,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Every coverage request, newest first (for the admin area; the app mounts it behind admin auth). */
export async function listCoverageRequests(db: Db): Promise<CoverageRequestRecord[]> {
  const rows = await db.select().from(coverageRequests).orderBy(desc(coverageRequests.createdAt)).limit(500);
  return rows.map(toRecord);
}

type DemandRecord = Omit<typeof coverageChecks.$inferInsert, 'checkedAt'>;

/**
 * Record a check for the admin area's demand figures: only the place recognised (town or region) and the
 * answer, never the address typed, the coordinates or the client. Anyone may ask, so the records are
 * bounded (coveragePolicy.demand*) with the database limiter, which holds across server processes and
 * parallel requests. Over the limit the caller is still answered and only the record is skipped: the
 * answer is the public model the browser computes itself, many visitors in Ghana share one carrier
 * address, and a 429 would turn them away while the flood it stops is of records, not answers. The
 * per-address share is taken first, so one address over its share never waits on the shared total's
 * lock. A failed write or limiter never fails the check.
 */
function demandRecorder(db: Db, clock: () => Date, clientIp: (c: Context) => string) {
  const limiter = rateLimiter(db, clock);
  const total = 'coverage-demand:all';
  return async (c: Context, check: DemandRecord) => {
    try {
      const own = `coverage-demand:ip:${clientIp(c)}`;
      const { demandPerClient, demandTotal, demandWindowMs } = coveragePolicy;
      const totalRule = { key: total, limit: demandTotal, windowMs: demandWindowMs };
      // a read without a lock: while the total is spent, a flood from many addresses writes nothing at all
      if ((await limiter.check([totalRule])).limited) return;
      const share = await limiter.consume([{ key: own, limit: demandPerClient, windowMs: demandWindowMs }]);
      if (share.limited) return;
      const room = await limiter.consume([totalRule]);
      if (room.limited) {
        await share.release([own]); // not recorded, so not counted against this address
        return;
      }
      await db.insert(coverageChecks).values({ ...check, checkedAt: clock() });
    } catch (err) {
      console.error('coverage check not recorded:', err instanceof Error ? err.message : err);
    }
  };
}

export const coverageAreas = (): CoverageAreas => ({
  regions: [...GHANA_REGIONS],
  towns: [...GHANA_PLACES.places.values()].map((t) => ({ name: t.name, region: t.region, zone: t.zone })),
});

export function coverageRoutes({ db, clock, clientIp }: CoverageDeps) {
  const app = new Hono();
  const limiter = rateLimiter(db, clock);
  const recordCheck = demandRecorder(db, clock, clientIp);
  app.use('*', bodyLimit({ maxSize: coveragePolicy.jsonBodyBytes, onError: (c) => errorResponse(c, bodyTooLarge()) }));

  route(app, coverageEndpoints.checkCoverage, async (c, { body }) => {
    const result = checkCoverage(body, clock());
    const place = body.address
      ? ghanaPlaceOf([body.address, body.city, body.region].filter(Boolean).join(', '), GHANA_PLACES)
      : null;
    await recordCheck(c, {
      kind: 'check',
      area: result.available ? result.coverage.area : (place?.area ?? null),
      region: place?.region ?? null,
      zone: result.coverage.zone,
      served: result.available,
    });
    return { data: result };
  });

  route(app, coverageEndpoints.coverageAreas, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return { data: coverageAreas() };
  });

  route(app, coverageEndpoints.requestCoverage, async (c, { body }) => {
    const normalizedAddress = normalizeAddress(body.address);
    const ticket = await limiter.consume([
      {
        key: `coverage-request:address:${normalizedAddress}`,
        limit: coveragePolicy.requestsPerAddress,
        windowMs: coveragePolicy.addressWindowMs,
      },
      {
        key: `coverage-request:ip:${clientIp(c)}`,
        limit: coveragePolicy.requestsPerClient,
        windowMs: coveragePolicy.clientWindowMs,
      },
    ]);
    if (ticket.limited) {
      const minutes = Math.max(1, Math.ceil(ticket.retryAfterSeconds / 60));
      throw new ApiError(
        429,
        'rate_limited',
        `${m.tooManyRequests} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { headers: { 'Retry-After': String(ticket.retryAfterSeconds) } },
      );
    }
    const [row] = await db
      .insert(coverageRequests)
      .values({ address: body.address, normalizedAddress, contactInfo: body.contactInfo, createdAt: clock() })
      .returning();
    return { data: toRecord(row as typeof coverageRequests.$inferSelect), message: m.requestSent };
  });

  route(app, coverageEndpoints.analyzeCoverage, async (c, { body }) => {
    const recommendation = recommendCoverage(body);
    const place = ghanaPlaceOf(body.address, GHANA_PLACES);
    await recordCheck(c, {
      kind: 'analyze',
      area: place?.area ?? null,
      region: place?.region ?? (body.region || null),
      zone: body.zone,
      served: recommendation.satelliteFallback.available,
    });
    return { data: recommendation };
  });

  return app;
}
