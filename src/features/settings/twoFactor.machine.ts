/**
 * Two-factor sign-in in the Security section of /settings (the account's own enrolment).
 *
 * States
 *   off        not on; 'Set up two-factor authentication' -> starting
 *   starting   invokes `startSetup` (a new secret) -> enrolling, or off with `error`
 *   enrolling  the key and the otpauth:// link, and the code that confirms them (`codeError` above it)
 *   enabling   invokes `enable(code)` -> codes, or enrolling with the refusal
 *   codes      on: the recovery codes, shown once; `codes.done` -> on
 *   on         on; a current code (or a recovery code) turns it off
 *   disabling  invokes `disable(code)` -> off with `message`, or on with the refusal
 *
 * Events: setup.start, setup.cancel, code.change { value }, code.submit, codes.done.
 * Input: { enabled } (the account's record). Actors reject with an Error whose message is the server's text.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type TwoFactorSetup, twoFactorCodeErrors } from '../auth';

export interface TwoFactorContext {
  /** on when the machine started (the account's record) */
  startedOn: boolean;
  setup: TwoFactorSetup | null;
  code: string;
  codeError: string | null;
  recoveryCodes: string[];
  /** the outcome of the last change ('Two-factor authentication disabled'), or a failure to start */
  message: string | null;
  error: string | null;
}

export type TwoFactorEvent =
  | { type: 'setup.start' }
  | { type: 'setup.cancel' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'codes.done' };

const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;
const FAILED = 'Could not complete the two-factor step. Please try again.';

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as { enabled: boolean },
  },
  actors: {
    startSetup: fromPromise<TwoFactorSetup>(async () => {
      throw new Error('startSetup not provided');
    }),
    enable: fromPromise<string[], string>(async () => {
      throw new Error('enable not provided');
    }),
    disable: fromPromise<string, string>(async () => {
      throw new Error('disable not provided');
    }),
  },
  actions: {
    setCode: assign(({ event }) => (event.type === 'code.change' ? { code: event.value, codeError: null } : {})),
    showCodeError: assign(({ context }) => ({ codeError: twoFactorCodeErrors(context.code)[0] ?? null })),
    refused: assign(({ event }) => ({
      code: '',
      codeError: failure((event as { error?: unknown }).error, FAILED),
    })),
    clear: assign({ code: '', codeError: null, message: null, error: null }),
  },
  guards: {
    codeValid: ({ context }) => twoFactorCodeErrors(context.code).length === 0,
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({
    startedOn: input.enabled,
    setup: null,
    code: '',
    codeError: null,
    recoveryCodes: [],
    message: null,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: ({ context }) => context.startedOn, target: 'on' }, { target: 'off' }],
    },
    off: {
      on: { 'setup.start': { target: 'starting', actions: 'clear' } },
    },
    starting: {
      invoke: {
        src: 'startSetup',
        onDone: { target: 'enrolling', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'off', actions: assign({ error: ({ event }) => failure(event.error, FAILED) }) },
      },
    },
    enrolling: {
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [{ guard: 'codeValid', target: 'enabling' }, { actions: 'showCodeError' }],
        'setup.cancel': { target: 'off', actions: ['clear', assign({ setup: null })] },
      },
    },
    enabling: {
      invoke: {
        src: 'enable',
        input: ({ context }) => context.code.trim(),
        onDone: {
          target: 'codes',
          actions: assign({ recoveryCodes: ({ event }) => event.output, setup: null, code: '' }),
        },
        onError: { target: 'enrolling', actions: 'refused' },
      },
    },
    codes: {
      on: { 'codes.done': { target: 'on', actions: assign({ recoveryCodes: [] }) } },
    },
    on: {
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [{ guard: 'codeValid', target: 'disabling' }, { actions: 'showCodeError' }],
      },
    },
    disabling: {
      invoke: {
        src: 'disable',
        input: ({ context }) => context.code.trim(),
        onDone: { target: 'off', actions: assign({ message: ({ event }) => event.output, code: '' }) },
        onError: { target: 'on', actions: 'refused' },
      },
    },
  },
});

export interface TwoFactorDeps {
  startSetup: () => Promise<TwoFactorSetup>;
  enable: (code: string) => Promise<string[]>;
  disable: (code: string) => Promise<string>;
}

export function provideTwoFactor(deps: TwoFactorDeps) {
  return twoFactorMachine.provide({
    actors: {
      startSetup: fromPromise(() => deps.startSetup()),
      enable: fromPromise(({ input }: { input: string }) => deps.enable(input)),
      disable: fromPromise(({ input }: { input: string }) => deps.disable(input)),
    },
  });
}
