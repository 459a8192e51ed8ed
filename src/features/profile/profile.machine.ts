/**
 * /profile: the account's details, status tiles and picture.
 *
 * States
 *   loading      invokes `loadProfile` (id loadProfile): the account, the address and the current plan
 *   loadFailed   the failure with a retry
 *   viewing      the details read-only, the tiles, the picture with Upload / Remove; `pictureMessage`
 *                or `pictureError` after a picture change
 *   editing      the form (first name, last name, email, phone, address; the current password when the
 *                email changes); `errors` under the fields after a refused submit, `error` after a failure
 *   saving       invokes `saveProfile` (id saveProfile)
 *   saved        'Profile updated successfully!'; after 3 s -> viewing
 *   uploading    invokes `uploadPicture` (id uploadPicture)
 *   removing     invokes `removePicture` (id removePicture)
 *
 * Events
 *   load.retry; edit.start; edit.cancel; field.change { field, value }; form.submit;
 *   picture.select { file }; picture.remove
 *
 * Actors: loadProfile() -> ProfileData; saveProfile({ draft, original }) -> ProfileData;
 * uploadPicture(file) -> the picture's URL; removePicture() -> void. Failures reject with an Error
 * carrying the text to show.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { PROFILE_FLASH_MS } from '../settings';
import { PROFILE_MESSAGES } from './messages';
import { type ProfileData, type ProfileField, type ProfileFields, validateProfile } from './rules';

export type { ProfileData } from './rules';

export interface ProfileContext {
  profile: ProfileData | null;
  draft: ProfileFields;
  errors: Partial<Record<ProfileField, string>>;
  message: string | null;
  error: string | null;
  pictureMessage: string | null;
  pictureError: string | null;
}

export type ProfileEvent =
  | { type: 'load.retry' }
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'field.change'; field: ProfileField; value: string }
  | { type: 'form.submit' }
  | { type: 'picture.select'; file: Blob }
  | { type: 'picture.remove' };

const EMPTY: ProfileFields = { firstName: '', lastName: '', email: '', phone: '', address: '', currentPassword: '' };
const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    loadProfile: fromPromise<ProfileData>(async () => notProvided('loadProfile')),
    saveProfile: fromPromise<ProfileData, { draft: ProfileFields; original: ProfileFields }>(async () =>
      notProvided('saveProfile'),
    ),
    uploadPicture: fromPromise<string, Blob>(async () => notProvided('uploadPicture')),
    removePicture: fromPromise<string>(async () => notProvided('removePicture')),
  },
  actions: {
    clearNotes: assign({ message: null, error: null, pictureMessage: null, pictureError: null }),
  },
  guards: {
    isValid: ({ context }) => !!context.profile && validateProfile(context.draft, context.profile.fields) === null,
  },
}).createMachine({
  id: 'profile',
  context: {
    profile: null,
    draft: EMPTY,
    errors: {},
    message: null,
    error: null,
    pictureMessage: null,
    pictureError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'viewing',
          actions: assign({
            profile: ({ event }) => event.output,
            draft: ({ event }) => event.output.fields,
            error: null,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => errorText(event.error, PROFILE_MESSAGES.loadFailed) }),
        },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    viewing: {
      on: {
        'edit.start': {
          target: 'editing',
          actions: [
            'clearNotes',
            assign({
              draft: ({ context }) => ({ ...(context.profile?.fields ?? EMPTY), currentPassword: '' }),
              errors: {},
            }),
          ],
        },
        'picture.select': 'uploading',
        'picture.remove': { guard: ({ context }) => !!context.profile?.pictureUrl, target: 'removing' },
      },
    },
    editing: {
      on: {
        'edit.cancel': { target: 'viewing', actions: assign({ errors: {}, error: null }) },
        'field.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { draft: { ...context.draft, [event.field]: event.value }, errors, error: null };
          }),
        },
        'form.submit': [
          { guard: 'isValid', target: 'saving' },
          {
            actions: assign(({ context }) => ({
              errors: (context.profile && validateProfile(context.draft, context.profile.fields)) ?? {},
            })),
          },
        ],
      },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ draft: context.draft, original: context.profile?.fields ?? EMPTY }),
        onDone: {
          target: 'saved',
          actions: assign({
            profile: ({ event }) => event.output,
            draft: ({ event }) => event.output.fields,
            message: PROFILE_MESSAGES.profileUpdated,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error, PROFILE_MESSAGES.profileFailed) }),
        },
      },
    },
    saved: {
      after: { [PROFILE_FLASH_MS]: { target: 'viewing', actions: assign({ message: null }) } },
      on: {
        'edit.start': {
          target: 'editing',
          actions: ['clearNotes', assign({ errors: {} })],
        },
      },
    },
    uploading: {
      entry: 'clearNotes',
      invoke: {
        id: 'uploadPicture',
        src: 'uploadPicture',
        input: ({ event }) => (event.type === 'picture.select' ? event.file : new Blob()),
        onDone: {
          target: 'viewing',
          actions: assign({
            profile: ({ context, event }) => context.profile && { ...context.profile, pictureUrl: event.output },
            pictureMessage: PROFILE_MESSAGES.pictureUploaded,
          }),
        },
        onError: {
          target: 'viewing',
          actions: assign({ pictureError: ({ event }) => errorText(event.error, PROFILE_MESSAGES.pictureFailed) }),
        },
      },
    },
    removing: {
      entry: 'clearNotes',
      invoke: {
        id: 'removePicture',
        src: 'removePicture',
        onDone: {
          target: 'viewing',
          actions: assign({
            profile: ({ context }) => context.profile && { ...context.profile, pictureUrl: null },
            pictureMessage: ({ event }) => event.output,
          }),
        },
        onError: {
          target: 'viewing',
          actions: assign({
            pictureError: ({ event }) => errorText(event.error, PROFILE_MESSAGES.removePictureFailed),
          }),
        },
      },
    },
  },
});

export interface ProfileDeps {
  loadProfile: () => Promise<ProfileData>;
  saveProfile: (input: { draft: ProfileFields; original: ProfileFields }) => Promise<ProfileData>;
  uploadPicture: (file: Blob) => Promise<string>;
  removePicture: () => Promise<string>;
}

export function provideProfile(deps: ProfileDeps) {
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise(() => deps.loadProfile()),
      saveProfile: fromPromise(({ input }: { input: { draft: ProfileFields; original: ProfileFields } }) =>
        deps.saveProfile(input),
      ),
      uploadPicture: fromPromise(({ input }: { input: Blob }) => deps.uploadPicture(input)),
      removePicture: fromPromise(() => deps.removePicture()),
    },
  });
}
