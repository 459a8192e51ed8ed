/**
 * The contract of the coverage API at /api/coverage (spec: site §7 "Coverage calls", billing §7
 * "Coverage analysis"): each endpoint's request and answer as zod schemas, shared by the server's
 * handlers, the client's parsers and the tests. Error bodies are `{ error, message, code, issues? }`.
 *
 * - POST /check {address, region?, city?} or {coordinates} -> { data: CoverageResult } (satellite and city
 *   broadband at a place, or not found / not served)
 * - GET /areas -> { data: { regions, towns } }
 * - POST /request {address, contactInfo} -> 201 { data: CoverageRequestRecord, message }
 * - POST /analyze (the AI tool's form) -> { data: CoverageRecommendation }
 * - GET /api/admin/coverage-requests (admin bearer) -> { requests: CoverageRequestRecord[] }
 *
 * `coverageEndpoints` declares the four public endpoints under COVERAGE_API_BASE: the server mounts them
 * from it and the client calls them through it (the admin list is the admin area's).
 */
import { z } from 'zod';
import { BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { COVERAGE_MESSAGES as m } from './messages';
import { ANALYSIS_ZONES, TECHNOLOGIES } from './recommend';
import { ADDRESS_MAX_LENGTH, addressError, CONTACT_MAX_LENGTH, contactInfoError } from './request';
import { FORMER_REGION_NAMES, FORMER_REGIONS, type FormerRegion, GHANA_REGIONS, type GhanaRegion } from './towns';

export const COVERAGE_ERROR_CODES = [...COMMON_ERROR_CODES, 'auth_required', 'forbidden', 'invalid_token'] as const;
export const coverageErrorBodySchema = errorBodySchema(z.enum(COVERAGE_ERROR_CODES));

const text = (max: number) => z.string().trim().max(max);

/** An address field: blank gives 'Please enter a valid address'. */
const addressField = z
  .string({ error: m.invalidAddress })
  .trim()
  .superRefine((value, ctx) => {
    const error = addressError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

// ----- check --------------------------------------------------------------------------------------

export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const checkRequestSchema = z
  .object({
    address: z.string().trim().max(ADDRESS_MAX_LENGTH, m.textTooLong('Address', ADDRESS_MAX_LENGTH)).optional(),
    region: text(60).optional(),
    city: text(80).optional(),
    coordinates: coordinatesSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.coordinates && !value.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: m.invalidAddress });
  });
export type CheckRequest = z.input<typeof checkRequestSchema>;

const placeZoneSchema = z.enum(['urban', 'suburban', 'region', 'rural']);
const planOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  speed: z.string(),
  price: z.number().int(),
  currency: z.literal('GHS'),
});

export const coverageResultSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    coverage: z.object({
      area: z.string(),
      region: z.enum(GHANA_REGIONS).nullable(),
      zone: placeZoneSchema,
    }),
    /** city broadband where the area is served, else null */
    broadband: z
      .object({
        technology: z.enum(['fiber', 'wireless']),
        estimatedSpeed: z.object({ download: z.number(), upload: z.number() }),
        coveragePercentage: z.number(),
        serviceQuality: z.object({ latency: z.number(), uptime: z.number() }),
        installationDate: z.string(),
        plans: z.array(planOfferSchema),
      })
      .nullable(),
    satellite: z.object({ installationDate: z.string(), plans: z.array(planOfferSchema) }),
  }),
  z.object({
    available: z.literal(false),
    /** `unknown`: no place found in the text; `unserved`: a point outside Ghana */
    coverage: z.object({ percentage: z.literal(0), area: z.string(), zone: z.enum(['unknown', 'unserved']) }),
  }),
]);
export const checkResponseSchema = z.object({ data: coverageResultSchema });

// ----- areas --------------------------------------------------------------------------------------

export const areasResponseSchema = z.object({
  data: z.object({
    regions: z.array(z.string()),
    towns: z.array(z.object({ name: z.string(), region: z.string(), zone: z.enum(['urban', 'suburban', 'rural']) })),
  }),
});
export type CoverageAreas = z.infer<typeof areasResponseSchema>['data'];

// ----- request ------------------------------------------------------------------------------------

export const coverageRequestSchema = z.object({
  address: addressField,
  contactInfo: z
    .string({ error: m.contactRequired })
    .trim()
    .max(CONTACT_MAX_LENGTH, m.textTooLong('Contact', CONTACT_MAX_LENGTH))
    .superRefine((value, ctx) => {
      const error = contactInfoError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
});
export type CoverageRequestInput = z.input<typeof coverageRequestSchema>;

export const coverageRequestRecordSchema = z.object({
  id: z.string(),
  address: z.string(),
  contactInfo: z.string(),
  /** the admin area's follow-up: new, then contacted or closed */
  status: z.enum(['new', 'contacted', 'closed']),
  createdAt: z.string(),
});
export type CoverageRequestRecord = z.infer<typeof coverageRequestRecordSchema>;
export const coverageRequestResponseSchema = z.object({ data: coverageRequestRecordSchema, message: z.string() });
export const adminCoverageRequestsSchema = z.object({ requests: z.array(coverageRequestRecordSchema) });

// ----- analyze ------------------------------------------------------------------------------------

const amount = (field: string, max: number) =>
  z
    .number({ error: m.numberInvalid(field) })
    .finite(m.numberInvalid(field))
    .min(0, m.numberInvalid(field))
    .max(max);

export const analyzeRequestSchema = z.object({
  address: z
    .string({ error: m.addressRequired })
    .trim()
    .min(1, m.addressRequired)
    .max(ADDRESS_MAX_LENGTH, m.textTooLong('Address', ADDRESS_MAX_LENGTH)),
  /** one of the sixteen regions, or a former region's name read as the region it counts in ('Brong Ahafo' is Bono) */
  region: z
    .enum([...GHANA_REGIONS, ...FORMER_REGION_NAMES])
    .transform((region): GhanaRegion => FORMER_REGIONS[region as FormerRegion] ?? (region as GhanaRegion)),
  zone: z.enum(ANALYSIS_ZONES),
  minDownload: amount('minDownload', 10_000),
  minUpload: amount('minUpload', 10_000),
  maxLatency: amount('maxLatency', 10_000),
  budget: amount('budget', 1_000_000),
  businessUse: z.boolean().default(false),
  redundancyRequired: z.boolean().default(false),
});
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

const technologySchema = z.enum(TECHNOLOGIES);
export const recommendationSchema = z.object({
  primaryRecommendation: technologySchema,
  confidence: z.number(),
  reasoning: z.array(z.string()),
  satelliteFallback: z.object({
    available: z.boolean(),
    speeds: z.object({ download: z.number(), upload: z.number() }),
    cost: z.number(),
    suitability: z.number(),
  }),
  alternatives: z.array(
    z.object({
      technology: technologySchema,
      estimatedCost: z.number(),
      deploymentTime: z.string(),
      pros: z.array(z.string()),
      cons: z.array(z.string()),
    }),
  ),
  existingInfrastructure: z.object({ hasFiber: z.boolean(), hasWireless: z.boolean(), cellularStrength: z.number() }),
});
export const analyzeResponseSchema = z.object({ data: recommendationSchema });

// ----- endpoints ----------------------------------------------------------------------------------

/** Where the coverage API is mounted. */
export const COVERAGE_API_BASE = '/api/coverage';

type CoverageErrorCode = (typeof COVERAGE_ERROR_CODES)[number];

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: boolean;
  request?: z.ZodType;
  status: 200 | 201;
  response: z.ZodType;
  errors: readonly CoverageErrorCode[];
}

/** What every endpoint taking a JSON body can answer before its own work (body reading, validation, crashes). */
const BODY_ERRORS = [...BODY_ERROR_CODES, 'internal'] as const satisfies readonly CoverageErrorCode[];

/** The coverage API, endpoint by endpoint (paths under COVERAGE_API_BASE); errors parse with coverageErrorBodySchema. */
export const coverageEndpoints = {
  checkCoverage: {
    method: 'POST',
    path: '/check',
    auth: false,
    request: checkRequestSchema,
    status: 200,
    response: checkResponseSchema,
    errors: BODY_ERRORS,
  },
  coverageAreas: {
    method: 'GET',
    path: '/areas',
    auth: false,
    status: 200,
    response: areasResponseSchema,
    errors: ['internal'],
  },
  requestCoverage: {
    method: 'POST',
    path: '/request',
    auth: false,
    request: coverageRequestSchema,
    status: 201,
    response: coverageRequestResponseSchema,
    errors: [...BODY_ERRORS, 'rate_limited'],
  },
  analyzeCoverage: {
    method: 'POST',
    path: '/analyze',
    auth: false,
    request: analyzeRequestSchema,
    status: 200,
    response: analyzeResponseSchema,
    errors: BODY_ERRORS,
  },
} as const satisfies Record<string, Endpoint>;
export type CoverageEndpointName = keyof typeof coverageEndpoints;
