/**
 * /settings: load the stored settings (and the account), then the page shows its seven sections.
 *
 * States
 *   loading   invokes `loadSettings` (id loadSettings)
 *   failed    'Failed to load settings' (or the server's text) with a retry
 *   ready     the sections, each run by its own settingsSection machine (the route starts them)
 *
 * Events
 *   load.retry
 *
 * Actors: loadSettings() -> SettingsPage (the stored document and the account's fields).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { SettingsDocument } from './contract';
import { SETTINGS_MESSAGES } from './messages';

/** What the page needs: the stored settings and the account's own fields. */
export interface SettingsPage {
  settings: SettingsDocument;
  account: { firstName: string; lastName: string; email: string; phone: string };
}

export interface SettingsContext {
  page: SettingsPage | null;
  error: string | null;
}

export type SettingsEvent = { type: 'load.retry' };

export const settingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as SettingsEvent },
  actors: {
    loadSettings: fromPromise<SettingsPage>(async () => notProvided('loadSettings')),
  },
}).createMachine({
  id: 'settings',
  context: { page: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message ? event.error.message : SETTINGS_MESSAGES.loadFailed,
          }),
        },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {},
  },
});

export interface SettingsDeps {
  loadSettings: () => Promise<SettingsPage>;
}

export function provideSettings(deps: SettingsDeps) {
  return settingsMachine.provide({ actors: { loadSettings: fromPromise(() => deps.loadSettings()) } });
}
