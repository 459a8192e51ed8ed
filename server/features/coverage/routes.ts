/**
 * The coverage API (mounted at /api/coverage; contract: src/features/coverage/contract.ts).
 *
 * - POST /check answers with the same model the browser uses for a Ghana address (so both agree), and
 *   honestly 'not available' (zone `unserved`) for any place we do not serve.
 * - GET /areas lists the regions and towns we recognise.
 * - POST /request stores a request for coverage for the admin area; at most `requestsPerAddress` per
 *   address a day and `requestsPerClient` per client address an hour, however many arrive at once.
 * - POST /analyze runs the AI tool's rules engine.
 */
import { desc } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  analyzeRequestSchema,
  type CoverageAreas,
  type CoverageRequestRecord,
  checkRequestSchema,
  coverageRequestSchema,
} from '../../../src/features/coverage/contract';
import { COVERAGE_MESSAGES as m } from '../../../src/features/coverage/messages';
import {
  type CoverageResult,
  coverageOffers,
  GHANA_REGIONS,
  GHANA_TOWNS,
  ghanaPlaceOf,
  normalizeAddress,
  recommendCoverage,
  simulateCoverage,
  unservedCoverage,
} from '../../../src/features/coverage/rules';
import type { Db } from '../../db/client';
import { rateLimiter } from '../../db/rateLimit';
import { bodyLimit } from '../../http/bodyLimit';
import { ApiError, bodyTooLarge, errorResponse, readJson } from '../../http/errors';
import { coverageChecks, coverageRequests } from './tables';

const HOUR = 60 * 60 * 1000;

export const coveragePolicy = {
  requestsPerAddress: 3,
  addressWindowMs: 24 * HOUR,
  requestsPerClient: 20,
  clientWindowMs: HOUR,
  jsonBodyBytes: 8 * 1024,
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
    const place = ghanaPlaceOf(named);
    return place ? simulateCoverage(body.address, place, today, coverageOffers()) : unservedCoverage(body.address);
  }
  const point = body.coordinates as { lat: number; lng: number };
  const label = `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
  return inGhana(point)
    ? simulateCoverage(label, { area: 'Ghana', region: null, zone: 'rural' }, today, coverageOffers())
    : unservedCoverage(label);
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

/**
 * Record a check for the admin area's demand figures: only the place recognised (town or region) and the
 * answer, never the address typed, the coordinates or the client. A failed write never fails the check.
 */
async function recordCheck(db: Db, at: Date, check: Omit<typeof coverageChecks.$inferInsert, 'checkedAt'>) {
  try {
    await db.insert(coverageChecks).values({ ...check, checkedAt: at });
  } catch (err) {
    console.error('coverage check not recorded:', err instanceof Error ? err.message : err);
  }
}

export const coverageAreas = (): CoverageAreas => ({
  regions: [...GHANA_REGIONS],
  towns: GHANA_TOWNS.map((t) => ({ name: t.name, region: t.region, zone: t.zone })),
});

export function coverageRoutes({ db, clock, clientIp }: CoverageDeps) {
  const app = new Hono();
  const limiter = rateLimiter(db, clock);
  app.use('*', bodyLimit({ maxSize: coveragePolicy.jsonBodyBytes, onError: (c) => errorResponse(c, bodyTooLarge()) }));

  app.post('/check', async (c) => {
    const body = await readJson(c, checkRequestSchema);
    const result = checkCoverage(body, clock());
    const place = body.address ? ghanaPlaceOf([body.address, body.city, body.region].filter(Boolean).join(', ')) : null;
    await recordCheck(db, clock(), {
      kind: 'check',
      area: result.available ? result.coverage.area : (place?.area ?? null),
      region: place?.region ?? null,
      zone: result.coverage.zone,
      served: result.available,
    });
    return c.json({ data: result });
  });

  app.get('/areas', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ data: coverageAreas() });
  });

  app.post('/request', async (c) => {
    const body = await readJson(c, coverageRequestSchema);
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
    return c.json({ data: toRecord(row as typeof coverageRequests.$inferSelect), message: m.requestSent }, 201);
  });

  app.post('/analyze', async (c) => {
    const body = await readJson(c, analyzeRequestSchema);
    const recommendation = recommendCoverage(body);
    const place = ghanaPlaceOf(body.address);
    await recordCheck(db, clock(), {
      kind: 'analyze',
      area: place?.area ?? null,
      region: place?.region ?? (body.region || null),
      zone: body.zone,
      served: recommendation.satelliteFallback.available,
    });
    return c.json({ data: recommendation });
  });

  return app;
}
