/**
 * The AI coverage tool at /ai-coverage (spec: billing §2, §4 "Coverage analysis", §5 "Coverage form",
 * §8 "Coverage failure", §9 "Coverage tool").
 *
 * States
 *   idle        the form with its defaults and the placeholder prompt; `addressError` after a blank submit
 *   analyzing   invokes `analyzeCoverage` (id analyzeCoverage); the button reads 'Analyzing with AI...'
 *   result      the recommendation replaces the prompt (the form stays editable for another run)
 *   failed      the error ('Analysis failed' or the message) in a red box
 *
 * Events
 *   field.change { field, value }   a form field (text fields as typed, the two checkboxes as booleans)
 *   form.submit                     address required ('Address is required'); numbers converted
 *
 * Actors: analyzeCoverage(AnalysisInput) -> CoverageRecommendation; rejects with an Error whose message shows.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { ANALYSIS_DEFAULTS, type AnalysisForm } from './analysisForm';
import { COVERAGE_MESSAGES as m } from './messages';
import type { AnalysisInput, CoverageRecommendation } from './recommend';

export { ANALYSIS_DEFAULTS, type AnalysisForm } from './analysisForm';

/** A typed number as a number ('' or nonsense is 0): the form does not validate them (billing §5). */
const toNumber = (text: string) => {
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : 0;
};

/** The request the form sends. */
export function analysisInputOf(form: AnalysisForm): AnalysisInput {
  return {
    address: form.address.trim(),
    region: form.region,
    zone: form.zone,
    minDownload: toNumber(form.minDownload),
    minUpload: toNumber(form.minUpload),
    maxLatency: toNumber(form.maxLatency),
    budget: toNumber(form.budget),
    businessUse: form.businessUse,
    redundancyRequired: form.redundancyRequired,
  };
}

export type AnalysisField = keyof AnalysisForm;

export interface CoverageAnalysisContext {
  form: AnalysisForm;
  addressError: string | null;
  result: CoverageRecommendation | null;
  error: string | null;
}

export type CoverageAnalysisEvent =
  | { type: 'field.change'; field: AnalysisField; value: string | boolean }
  | { type: 'form.submit' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : m.analysisFailed);

export const coverageAnalysisMachine = setup({
  types: {
    context: {} as CoverageAnalysisContext,
    events: {} as CoverageAnalysisEvent,
    input: {} as { form?: Partial<AnalysisForm> } | undefined,
  },
  actors: {
    analyzeCoverage: fromPromise<CoverageRecommendation, AnalysisInput>(async () => notProvided('analyzeCoverage')),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const form = { ...context.form, [event.field]: event.value } as AnalysisForm;
      return { form, addressError: event.field === 'address' ? null : context.addressError };
    }),
  },
  guards: {
    hasAddress: ({ context }) => context.form.address.trim().length > 0,
  },
}).createMachine({
  id: 'coverageAnalysis',
  context: ({ input }) => ({
    form: { ...ANALYSIS_DEFAULTS, ...input?.form },
    addressError: null,
    result: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'field.change': { actions: 'setField' },
    'form.submit': [
      { guard: 'hasAddress', target: '.analyzing' },
      { actions: assign({ addressError: m.addressRequired }) },
    ],
  },
  states: {
    idle: {},
    analyzing: {
      entry: assign({ error: null, addressError: null }),
      on: { 'form.submit': {} },
      invoke: {
        id: 'analyzeCoverage',
        src: 'analyzeCoverage',
        input: ({ context }) => analysisInputOf(context.form),
        onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    result: {},
    failed: {},
  },
});

export interface CoverageAnalysisDeps {
  analyzeCoverage: (input: AnalysisInput) => Promise<CoverageRecommendation>;
}

/** The analysis machine with its actor provided (the route and the flow stories). */
export function provideCoverageAnalysis(deps: CoverageAnalysisDeps) {
  return coverageAnalysisMachine.provide({
    actors: {
      analyzeCoverage: fromPromise(async ({ input }: { input: AnalysisInput }) => deps.analyzeCoverage(input)),
    },
  });
}
