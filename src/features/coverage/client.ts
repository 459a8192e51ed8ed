/**
 * Client for the coverage API at /api/coverage (contract.ts). Answers are parsed with the contract;
 * failures throw a RequestError whose message follows the spec (site §7, §8; billing §8):
 * a failed HTTP answer is 'HTTP {status}: {statusText}', anything else the call's own failure text.
 * Form endpoints (request, analyze) show the server's field message for a 400 or 429 instead.
 */
import type { z } from 'zod';
import { callEndpoint, type FetchLike, type RequestFailure } from '../../services/http';
import {
  type AnalyzeRequest,
  type CheckRequest,
  COVERAGE_API_BASE,
  type CoverageEndpointName,
  type CoverageRequestInput,
  coverageEndpoints,
} from './contract';
import { httpErrorMessage, COVERAGE_MESSAGES as m } from './messages';
import type { AnalysisInput } from './recommend';

export { COVERAGE_API_BASE };

/** Reason phrases of the statuses our server answers (fetch gives none over HTTP/2). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
export const statusText = (status: number) => STATUS_TEXT[status] ?? 'Error';

/** The message of a failed coverage call: 'HTTP {status}: {statusText}' for an HTTP answer, else `fallback`. */
export function coverageFailureMessage(failure: RequestFailure, fallback: string, formMessages = false): string {
  if (failure.kind !== 'http') return fallback;
  if (formMessages && (failure.status === 400 || failure.status === 429) && failure.text) return failure.text;
  return httpErrorMessage(failure.status, statusText(failure.status));
}

export interface CoverageClientOptions {
  fetch?: FetchLike;
  baseUrl?: string;
}

/** The parsed success body of an endpoint. */
type Answer<N extends CoverageEndpointName> = z.output<(typeof coverageEndpoints)[N]['response']>;

export function createCoverageClient(options: CoverageClientOptions = {}) {
  const base = options.baseUrl ?? COVERAGE_API_BASE;

  /** Call an endpoint of the contract: its method and path, then its success status and body. */
  async function call<N extends CoverageEndpointName>(
    name: N,
    body: unknown,
    describe: (failure: RequestFailure) => string,
  ): Promise<Answer<N>> {
    const endpoint = coverageEndpoints[name];
    return callEndpoint(options.fetch, `${base}${endpoint.path}`, endpoint, { body }, describe) as Promise<Answer<N>>;
  }

  return {
    /** POST /check: the result of an address we do not recognise as Ghanaian. */
    async check(body: CheckRequest) {
      const answer = await call('checkCoverage', body, (f) =>
        coverageFailureMessage(f, f.kind === 'invalid-response' ? m.unexpected : m.checkFailed),
      );
      return answer.data;
    },
    /** GET /areas: the regions and towns we serve. */
    async areas() {
      const answer = await call('coverageAreas', undefined, (f) => coverageFailureMessage(f, m.areasFailed));
      return answer.data;
    },
    /** POST /request: ask for coverage where there is none. */
    async requestCoverage(body: CoverageRequestInput) {
      const answer = await call('requestCoverage', body, (f) => coverageFailureMessage(f, m.requestFailed, true));
      return answer.data;
    },
    /** POST /analyze: the AI tool's recommendation. */
    async analyze(body: AnalyzeRequest | AnalysisInput) {
      const answer = await call('analyzeCoverage', body, (f) => coverageFailureMessage(f, m.analysisFailed, true));
      return answer.data;
    },
  };
}

export type CoverageClient = ReturnType<typeof createCoverageClient>;

/** The app's coverage client (same-origin /api/coverage). */
export const coverageClient = createCoverageClient();
