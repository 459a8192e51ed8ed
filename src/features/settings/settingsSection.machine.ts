/**
 * One section of /settings (Profile, Security, Notifications, Privacy, Billing, Preferences): the same
 * machine for each, saving on its own.
 *
 * States
 *   editing   the form; `errors` under the fields after a refused submit
 *   saving    invokes `saveSection` (id saveSection) with the section, the values and the last saved values
 *   saved     the success flash (`message`); after 5 s -> editing (message cleared); typing -> editing
 *   failed    the failure (`error`) shows; typing or submitting again leaves it
 *
 * Events
 *   field.change { field, value }    change a field (clears its error)
 *   field.commit { field, value }    change a field and save at once (the two-factor toggle, the theme)
 *   form.submit                      save when valid, else show the errors
 *
 * Actors: saveSection({ section, values, previous }) -> { values, message } (the stored values and the
 * success text); rejects with an Error carrying the failure text.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { StoredSection } from './contract';
import { type FieldErrors, type FieldValue, FLASH_MS, type SectionForm, validateSection } from './rules';

export interface SettingsSectionContext {
  section: StoredSection;
  /** the form's values */
  values: SectionForm;
  /** the last saved values */
  saved: SectionForm;
  errors: FieldErrors;
  message: string | null;
  error: string | null;
}

export type SettingsSectionEvent =
  | { type: 'field.change'; field: string; value: FieldValue }
  | { type: 'field.commit'; field: string; value: FieldValue }
  | { type: 'form.submit' };

export interface SaveSectionInput {
  section: StoredSection;
  values: SectionForm;
  previous: SectionForm;
}
export interface SaveSectionOutput {
  values: SectionForm;
  message: string;
}

const withoutKey = (errors: FieldErrors, key: string) => {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
};

export const settingsSectionMachine = setup({
  types: {
    context: {} as SettingsSectionContext,
    events: {} as SettingsSectionEvent,
    input: {} as { section: StoredSection; values: SectionForm },
  },
  actors: {
    saveSection: fromPromise<SaveSectionOutput, SaveSectionInput>(async () => notProvided('saveSection')),
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field.change' || event.type === 'field.commit'
        ? { values: { ...context.values, [event.field]: event.value }, errors: withoutKey(context.errors, event.field) }
        : {},
    ),
    showErrors: assign(({ context }) => ({
      errors: validateSection(context.section, context.values, context.saved) ?? {},
    })),
    clearFlash: assign({ message: null, error: null }),
  },
  guards: {
    isValid: ({ context }) => validateSection(context.section, context.values, context.saved) === null,
    isValidAfterCommit: ({ context, event }) =>
      event.type === 'field.commit' &&
      validateSection(context.section, { ...context.values, [event.field]: event.value }, context.saved) === null,
  },
}).createMachine({
  id: 'settingsSection',
  context: ({ input }) => ({
    section: input.section,
    values: input.values,
    saved: input.values,
    errors: {},
    message: null,
    error: null,
  }),
  initial: 'editing',
  on: {
    'field.change': { target: '.editing', actions: ['setField', 'clearFlash'] },
    'field.commit': [
      { guard: 'isValidAfterCommit', target: '.saving', actions: ['setField', 'clearFlash'] },
      { target: '.editing', actions: ['setField', 'clearFlash', 'showErrors'] },
    ],
    'form.submit': [
      { guard: 'isValid', target: '.saving', actions: 'clearFlash' },
      { target: '.editing', actions: ['clearFlash', 'showErrors'] },
    ],
  },
  states: {
    editing: {},
    saving: {
      on: { 'field.change': {}, 'field.commit': {}, 'form.submit': {} },
      invoke: {
        id: 'saveSection',
        src: 'saveSection',
        input: ({ context }) => ({ section: context.section, values: context.values, previous: context.saved }),
        onDone: {
          target: 'saved',
          actions: assign(({ event }) => ({
            values: event.output.values,
            saved: event.output.values,
            message: event.output.message,
            errors: {},
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    saved: {
      after: { [FLASH_MS]: { target: 'editing', actions: 'clearFlash' } },
    },
    failed: {},
  },
});

/** What the section machine needs from the app. */
export interface SettingsSectionDeps {
  saveSection: (input: SaveSectionInput) => Promise<SaveSectionOutput>;
}

export function provideSettingsSection(deps: SettingsSectionDeps) {
  return settingsSectionMachine.provide({
    actors: { saveSection: fromPromise(({ input }: { input: SaveSectionInput }) => deps.saveSection(input)) },
  });
}
