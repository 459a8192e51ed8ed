/**
 * The console's System Settings form (GET/PUT /api/admin/settings).
 *
 * States
 *   loading      invokes `loadSettings` (id loadSettings)
 *   loadFailed   'Failed to load system settings' (or the server's text); `settings.retry` loads again
 *   editing      the form; `field.change` edits (and clears that field's error); `form.submit` checks the
 *                form (errors stay here) and saves when it is valid
 *   saving       invokes `saveSettings` (id saveSettings) with the checked values
 *   saved        'System settings saved' (or 'No changes to save'); editing again leaves it
 *   saveFailed   'Failed to save system settings' (or the server's text); the form keeps what was typed
 *
 * Events: field.change { field, value }, form.submit, settings.retry
 * Actors: loadSettings() -> SystemSettingsResponse; saveSettings(values) -> SystemSettingsSaved
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { SystemSettingsResponse, SystemSettingsSaved } from './contract';
import { CONSOLE_MESSAGES } from './messages';
import {
  checkForm,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
  type SystemSettings,
  toForm,
} from './rules';

export interface SystemSettingsContext {
  form: SettingsForm | null;
  errors: SettingsErrors;
  updatedAt: string | null;
  message: string | null;
  error: string | null;
}

export type SystemSettingsEvent =
  | { [F in SettingsField]: { type: 'field.change'; field: F; value: SettingsForm[F] } }[SettingsField]
  | { type: 'form.submit' }
  | { type: 'settings.retry' };

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const systemSettingsMachine = setup({
  types: { context: {} as SystemSettingsContext, events: {} as SystemSettingsEvent },
  actors: {
    loadSettings: fromPromise<SystemSettingsResponse>(async () => notProvided('loadSettings')),
    saveSettings: fromPromise<SystemSettingsSaved, SystemSettings>(async () => notProvided('saveSettings')),
  },
  actions: {
    editField: assign(({ context, event }) => {
      if (event.type !== 'field.change' || !context.form) return {};
      const { [event.field]: _gone, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors };
    }),
  },
  guards: {
    formValid: ({ context }) => context.form !== null && checkForm(context.form).ok,
  },
}).createMachine({
  id: 'systemSettings',
  context: { form: null, errors: {}, updatedAt: null, message: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'editing',
          actions: assign({
            form: ({ event }) => toForm(event.output.settings),
            updatedAt: ({ event }) => event.output.updatedAt,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => errorText(event.error, CONSOLE_MESSAGES.settingsLoadFailed) }),
        },
      },
    },
    loadFailed: { on: { 'settings.retry': 'loading' } },
    editing: {
      on: {
        'field.change': { actions: 'editField' },
        'form.submit': [
          { guard: 'formValid', target: 'saving' },
          {
            actions: assign({
              errors: ({ context }) => {
                const checked = context.form ? checkForm(context.form) : null;
                return checked && !checked.ok ? checked.errors : {};
              },
            }),
          },
        ],
      },
    },
    saving: {
      entry: assign({ message: null, error: null, errors: {} }),
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => {
          const checked = context.form ? checkForm(context.form) : null;
          if (!checked?.ok) throw new Error('saving an invalid form');
          return checked.value;
        },
        onDone: {
          target: 'saved',
          actions: assign({
            form: ({ event }) => toForm(event.output.settings),
            updatedAt: ({ event }) => event.output.updatedAt,
            message: ({ event }) => event.output.message,
          }),
        },
        onError: {
          target: 'saveFailed',
          actions: assign({ error: ({ event }) => errorText(event.error, CONSOLE_MESSAGES.settingsSaveFailed) }),
        },
      },
    },
    saved: {
      on: {
        'field.change': { target: 'editing', actions: ['editField', assign({ message: null })] },
        'form.submit': { guard: 'formValid', target: 'saving' },
      },
    },
    saveFailed: {
      on: {
        'field.change': { target: 'editing', actions: ['editField', assign({ error: null })] },
        'form.submit': { guard: 'formValid', target: 'saving' },
      },
    },
  },
});

export interface SystemSettingsDeps {
  loadSettings: () => Promise<SystemSettingsResponse>;
  saveSettings: (values: SystemSettings) => Promise<SystemSettingsSaved>;
}

export function provideSystemSettings(deps: SystemSettingsDeps) {
  return systemSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(() => deps.loadSettings()),
      saveSettings: fromPromise(({ input }: { input: SystemSettings }) => deps.saveSettings(input)),
    },
  });
}
