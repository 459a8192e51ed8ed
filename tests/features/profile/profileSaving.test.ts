import { describe, expect, it, vi } from 'vitest';
import { userSchema } from '../../../src/features/auth/contract';
import { type ProfileApi, profileDeps } from '../../../src/features/profile/profileSaving';
import { DEFAULT_SETTINGS } from '../../../src/features/settings/contract';

const user = userSchema.parse({
  id: 'u-2',
  email: 'esi@example.com',
  fullName: 'Esi Ofori',
  firstName: 'Esi',
  lastName: 'Ofori',
  role: 'user',
  isEmailVerified: true,
});

function api(overrides: Partial<ProfileApi> = {}) {
  let stored = { ...DEFAULT_SETTINGS.profile, address: 'Osu, Accra' };
  return {
    loadStoredProfile: vi.fn(async () => stored),
    saveStoredProfile: vi.fn(async (profile: typeof stored) => {
      stored = profile;
      return stored;
    }),
    currentPlan: vi.fn(async () => null),
    updateProfile: vi.fn(async (update: { firstName: string; lastName: string }) => ({ ...user, ...update })),
    uploadPicture: vi.fn(async () => '/uploads/esi.png'),
    removePicture: vi.fn(async () => 'Profile picture removed'),
    currentUser: vi.fn(async () => user),
    userUpdated: vi.fn(),
    ...overrides,
  } satisfies ProfileApi;
}

describe('the profile page with the server', () => {
  it('loads the account from the session with the stored address and the plan', async () => {
    const a = api();
    const data = await profileDeps(a, user).loadProfile();
    expect(data.fields).toEqual({
      firstName: 'Esi',
      lastName: 'Ofori',
      email: 'esi@example.com',
      phone: '',
      address: 'Osu, Accra',
      currentPassword: '',
    });
    expect(data.displayName).toBe('Esi Ofori');
  });

  it('a save updates the account, tells the session, and stores the address only when it changed', async () => {
    const a = api();
    const { saveProfile } = profileDeps(a, user);
    const original = (await profileDeps(a, user).loadProfile()).fields;
    await saveProfile({ draft: { ...original, lastName: ' Boateng ' }, original });
    expect(a.updateProfile).toHaveBeenLastCalledWith({ firstName: 'Esi', lastName: 'Boateng', phoneNumber: null });
    expect(a.userUpdated).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'Boateng' }));
    expect(a.saveStoredProfile).not.toHaveBeenCalled();
    const saved = await saveProfile({
      draft: { ...original, address: ' Tema ', email: 'esi.new@example.com', currentPassword: 'Secret#1' },
      original,
    });
    expect(a.updateProfile).toHaveBeenLastCalledWith({
      firstName: 'Esi',
      lastName: 'Ofori',
      phoneNumber: null,
      email: 'esi.new@example.com',
      currentPassword: 'Secret#1',
    });
    expect(a.saveStoredProfile).toHaveBeenCalledWith(
      expect.objectContaining({ address: 'Tema' }),
      'Failed to update profile',
    );
    expect(saved.fields.address).toBe('Tema');
  });

  it('a new or removed picture updates the user the session holds', async () => {
    const a = api();
    const deps = profileDeps(a, user);
    await expect(deps.uploadPicture(new Blob(['x']))).resolves.toBe('/uploads/esi.png');
    expect(a.userUpdated).toHaveBeenLastCalledWith({ ...user, profilePicture: '/uploads/esi.png' });
    await expect(deps.removePicture()).resolves.toBe('Profile picture removed');
    expect(a.userUpdated).toHaveBeenLastCalledWith({ ...user, profilePicture: null });
  });
});
