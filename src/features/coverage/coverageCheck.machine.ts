/**
 * The home hero's coverage checker (spec: site §4 "Coverage checker", §5 "Coverage check", §8 "Coverage").
 *
 * States
 *   idle               the city/address input; `fieldError` 'Please enter a valid address' after a blank check
 *   checking           invokes `checkCoverage` (id checkCoverage); the button reads 'Checking...'
 *   result             the result panel (available, or 'No Coverage' / 'Not yet available in this area')
 *     result.shown       the result; where there is no coverage it offers 'Request coverage'
 *     result.requesting  the request form (the checked address and a contact); `requestError` after a failure
 *     result.sending     invokes `requestCoverage` (id requestCoverage)
 *     result.sent        the request is recorded
 *   failed             the check failed: `error` ('HTTP {status}: {statusText}', 'Coverage check failed', ...)
 *
 * Events
 *   address.change { value }   edits the input; from a result or failure it goes back to idle
 *   check.submit               blank -> the field error; else -> checking
 *   check.clear                -> idle with an empty input, from anywhere
 *   request.open               (no coverage) -> the request form
 *   contact.change { value }
 *   request.submit             contact rule -> `contactError`; else -> sending
 *
 * Actors: checkCoverage({ address }) -> CoverageResult; requestCoverage({ address, contactInfo }) -> void.
 * Both reject with an Error whose message is shown.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { COVERAGE_MESSAGES as m } from './messages';
import { contactInfoError } from './request';
import type { CoverageResult } from './simulation';

export interface CoverageCheckContext {
  address: string;
  /** the address of the result or failure on screen */
  checkedAddress: string;
  fieldError: string | null;
  result: CoverageResult | null;
  error: string | null;
  contact: string;
  contactError: string | null;
  requestError: string | null;
}

export type CoverageCheckEvent =
  | { type: 'address.change'; value: string }
  | { type: 'check.submit' }
  | { type: 'check.clear' }
  | { type: 'request.open' }
  | { type: 'contact.change'; value: string }
  | { type: 'request.submit' };

export interface CoverageRequestInput {
  address: string;
  contactInfo: string;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

const empty: CoverageCheckContext = {
  address: '',
  checkedAddress: '',
  fieldError: null,
  result: null,
  error: null,
  contact: '',
  contactError: null,
  requestError: null,
};

export const coverageCheckMachine = setup({
  types: {
    context: {} as CoverageCheckContext,
    events: {} as CoverageCheckEvent,
    input: {} as { address?: string } | undefined,
  },
  actors: {
    checkCoverage: fromPromise<CoverageResult, { address: string }>(async () => notProvided('checkCoverage')),
    requestCoverage: fromPromise<void, CoverageRequestInput>(async () => notProvided('requestCoverage')),
  },
  actions: {
    setAddress: assign(({ event }) =>
      event.type === 'address.change' ? { address: event.value, fieldError: null } : {},
    ),
    setContact: assign(({ event }) =>
      event.type === 'contact.change' ? { contact: event.value, contactError: null } : {},
    ),
  },
  guards: {
    hasAddress: ({ context }) => context.address.trim().length > 0,
    hasUsableContact: ({ context }) => contactInfoError(context.contact) === null,
    isUnavailable: ({ context }) => context.result?.available === false,
  },
}).createMachine({
  id: 'coverageCheck',
  context: ({ input }) => ({ ...empty, address: input?.address ?? '' }),
  initial: 'idle',
  on: {
    'check.clear': { target: '.idle', actions: assign(() => ({ ...empty })) },
  },
  states: {
    idle: {
      on: {
        'address.change': { actions: 'setAddress' },
        'check.submit': [
          { guard: 'hasAddress', target: 'checking' },
          { actions: assign({ fieldError: m.invalidAddress }) },
        ],
      },
    },
    checking: {
      entry: assign(({ context }) => ({
        checkedAddress: context.address.trim(),
        result: null,
        error: null,
        fieldError: null,
        contact: '',
        contactError: null,
        requestError: null,
      })),
      invoke: {
        id: 'checkCoverage',
        src: 'checkCoverage',
        input: ({ context }) => ({ address: context.checkedAddress }),
        onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, m.checkFailed) }) },
      },
    },
    result: {
      initial: 'shown',
      on: {
        'address.change': { target: 'idle', actions: 'setAddress' },
        'check.submit': [
          { guard: 'hasAddress', target: 'checking' },
          { target: 'idle', actions: assign({ fieldError: m.invalidAddress }) },
        ],
      },
      states: {
        shown: {
          on: { 'request.open': { guard: 'isUnavailable', target: 'requesting' } },
        },
        requesting: {
          on: {
            'contact.change': { actions: 'setContact' },
            'request.submit': [
              { guard: 'hasUsableContact', target: 'sending' },
              { actions: assign(({ context }) => ({ contactError: contactInfoError(context.contact) })) },
            ],
          },
        },
        sending: {
          entry: assign({ requestError: null }),
          invoke: {
            id: 'requestCoverage',
            src: 'requestCoverage',
            input: ({ context }) => ({ address: context.checkedAddress, contactInfo: context.contact.trim() }),
            onDone: { target: 'sent' },
            onError: {
              target: 'requesting',
              actions: assign({ requestError: ({ event }) => messageOf(event.error, m.requestFailed) }),
            },
          },
        },
        sent: {},
      },
    },
    failed: {
      on: {
        'address.change': { target: 'idle', actions: 'setAddress' },
        'check.submit': [
          { guard: 'hasAddress', target: 'checking' },
          { target: 'idle', actions: assign({ fieldError: m.invalidAddress }) },
        ],
      },
    },
  },
});

/** What the coverage checker needs from the app. */
export interface CoverageCheckDeps {
  checkCoverage: (address: string) => Promise<CoverageResult>;
  requestCoverage: (request: CoverageRequestInput) => Promise<unknown>;
}

/** The checker machine with its actors provided (the app's connected checker and the flow stories). */
export function provideCoverageCheck(deps: CoverageCheckDeps) {
  return coverageCheckMachine.provide({
    actors: {
      checkCoverage: fromPromise(async ({ input }: { input: { address: string } }) =>
        deps.checkCoverage(input.address),
      ),
      requestCoverage: fromPromise(async ({ input }: { input: CoverageRequestInput }) => {
        await deps.requestCoverage(input);
      }),
    },
  });
}
