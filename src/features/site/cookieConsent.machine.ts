/**
 * The cookie banner (billing spec §9: a cookie banner offers preferences; Accept, Reject and
 * Preferences). The choice is remembered and can be changed from the footer ('Cookie settings').
 *
 * States
 *   loading       the stored choice is not read yet (prerendered markup, first render): nothing shows
 *   asking        the banner: Accept, Reject, Preferences
 *   customizing   the preferences: essential cookies (always on) and analytics (a checkbox), Save
 *   decided       a choice is in force; the banner is closed
 *
 * Events
 *   consent.loaded { choice }     the stored choice (null when none) -> decided or asking
 *   consent.accept / consent.reject
 *   consent.customize             Preferences
 *   consent.analytics { value }   the analytics checkbox
 *   consent.save                  save the preferences
 *   consent.reopen                the footer's 'Cookie settings' -> customizing
 *   consent.dismiss               Escape in the preferences: back to the banner, or closed if decided
 *
 * Actions: remember(choice) writes the choice (provided by the app; read and written only in effects).
 */
import { assign, setup } from 'xstate';

export interface ConsentChoice {
  analytics: boolean;
}

export interface ConsentContext {
  choice: ConsentChoice | null;
  /** the analytics checkbox while customizing */
  draftAnalytics: boolean;
}

export type ConsentEvent =
  | { type: 'consent.loaded'; choice: ConsentChoice | null }
  | { type: 'consent.accept' }
  | { type: 'consent.reject' }
  | { type: 'consent.customize' }
  | { type: 'consent.analytics'; value: boolean }
  | { type: 'consent.save' }
  | { type: 'consent.reopen' }
  | { type: 'consent.dismiss' };

export const cookieConsentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent },
  actions: {
    remember: (_, _choice: ConsentChoice) => {},
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== null,
  },
}).createMachine({
  id: 'cookieConsent',
  context: { choice: null, draftAnalytics: false },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'consent.loaded': [
          {
            guard: ({ event }) => event.choice !== null,
            target: 'decided',
            actions: assign({ choice: ({ event }) => event.choice }),
          },
          { target: 'asking' },
        ],
      },
    },
    asking: {
      on: {
        'consent.accept': {
          target: 'decided',
          actions: [assign({ choice: { analytics: true } }), { type: 'remember', params: { analytics: true } }],
        },
        'consent.reject': {
          target: 'decided',
          actions: [assign({ choice: { analytics: false } }), { type: 'remember', params: { analytics: false } }],
        },
        'consent.customize': {
          target: 'customizing',
          actions: assign({ draftAnalytics: ({ context }) => context.choice?.analytics ?? false }),
        },
      },
    },
    customizing: {
      on: {
        'consent.analytics': { actions: assign({ draftAnalytics: ({ event }) => event.value }) },
        'consent.accept': {
          target: 'decided',
          actions: [assign({ choice: { analytics: true } }), { type: 'remember', params: { analytics: true } }],
        },
        'consent.reject': {
          target: 'decided',
          actions: [assign({ choice: { analytics: false } }), { type: 'remember', params: { analytics: false } }],
        },
        'consent.save': {
          target: 'decided',
          actions: [
            assign({ choice: ({ context }) => ({ analytics: context.draftAnalytics }) }),
            { type: 'remember', params: ({ context }) => ({ analytics: context.draftAnalytics }) },
          ],
        },
        'consent.dismiss': [{ guard: 'hasChoice', target: 'decided' }, { target: 'asking' }],
      },
    },
    decided: {
      on: {
        'consent.reopen': {
          target: 'customizing',
          actions: assign({ draftAnalytics: ({ context }) => context.choice?.analytics ?? false }),
        },
      },
    },
  },
});

/** The machine with the app's storage (the app shell and the flow stories). */
export function provideCookieConsent(deps: { remember: (choice: ConsentChoice) => void }) {
  return cookieConsentMachine.provide({ actions: { remember: (_, choice) => deps.remember(choice) } });
}

/** Whether analytics may run: only after the visitor accepted it. */
export const analyticsAccepted = (snapshot: { context: ConsentContext }) => snapshot.context.choice?.analytics === true;
