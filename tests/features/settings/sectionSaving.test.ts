import { describe, expect, it, vi } from 'vitest';
import { userSchema } from '../../../src/features/auth/contract';
import { DEFAULT_SETTINGS, type SettingsDocument } from '../../../src/features/settings/contract';
import { accountOf, type SectionSavingDeps, sectionSaver } from '../../../src/features/settings/sectionSaving';

const user = userSchema.parse({
  id: 'u-1',
  email: 'kofi@example.com',
  fullName: 'Kofi Mensah',
  firstName: 'Kofi',
  lastName: 'Mensah',
  role: 'user',
  isEmailVerified: true,
});

function deps(overrides: Partial<SectionSavingDeps> = {}) {
  const stored: SettingsDocument = structuredClone(DEFAULT_SETTINGS);
  const saveSection = vi.fn(async (section: string, values: unknown) => {
    (stored as Record<string, unknown>)[section] = values;
    return { message: 'saved', settings: stored };
  });
  return {
    loadSettings: vi.fn(async () => ({ settings: stored })),
    saveSection,
    updateProfile: vi.fn(async () => user),
    userUpdated: vi.fn(),
    ...overrides,
  } as SectionSavingDeps & { saveSection: typeof saveSection };
}

const profileForm = {
  ...accountOf(user),
  phone: '',
  bio: '',
  website: '',
  location: '',
  address: '',
  currentPassword: '',
};

describe('saving a settings section', () => {
  it('the Profile section with unchanged account fields saves only the stored profile', async () => {
    const d = deps();
    const save = sectionSaver(d);
    const out = await save({ section: 'profile', values: { ...profileForm, bio: ' Fisher ' }, previous: profileForm });
    expect(d.updateProfile).not.toHaveBeenCalled();
    expect(d.saveSection).toHaveBeenCalledWith(
      'profile',
      { bio: 'Fisher', website: '', location: '', address: '' },
      'Failed to update profile',
    );
    expect(out).toEqual({
      values: expect.objectContaining({ bio: 'Fisher', currentPassword: '' }),
      message: 'Profile updated successfully',
    });
  });

  it('a changed name updates the account and tells the session; a changed email carries the current password', async () => {
    const d = deps();
    const save = sectionSaver(d);
    await save({ section: 'profile', values: { ...profileForm, lastName: 'Owusu ' }, previous: profileForm });
    expect(d.updateProfile).toHaveBeenLastCalledWith({ firstName: 'Kofi', lastName: 'Owusu', phoneNumber: null });
    expect(d.userUpdated).toHaveBeenCalledWith(user);
    await save({
      section: 'profile',
      values: { ...profileForm, email: 'new@example.com', currentPassword: 'Secret#1' },
      previous: profileForm,
    });
    expect(d.updateProfile).toHaveBeenLastCalledWith({
      firstName: 'Kofi',
      lastName: 'Mensah',
      phoneNumber: null,
      email: 'new@example.com',
      currentPassword: 'Secret#1',
    });
  });

  it('another section is one save, reported to onSaved with what was stored', async () => {
    const d = deps();
    const onSaved = vi.fn();
    const values = { ...DEFAULT_SETTINGS.preferences, theme: 'dark' };
    const out = await sectionSaver(
      d,
      onSaved,
    )({ section: 'preferences', values, previous: DEFAULT_SETTINGS.preferences });
    expect(d.saveSection).toHaveBeenCalledWith('preferences', values, 'Failed to save settings');
    expect(onSaved).toHaveBeenCalledWith('preferences', values);
    expect(out.values).toEqual(values);
  });

  it("a failure without a message reads as the section's failure", async () => {
    const d = deps({ saveSection: vi.fn(async () => Promise.reject(new Error(''))) });
    const off = DEFAULT_SETTINGS.security;
    await expect(
      sectionSaver(d)({ section: 'security', values: { ...off, twoFactorEnabled: true }, previous: off }),
    ).rejects.toThrow('Failed to toggle 2FA');
    const d2 = deps({ saveSection: vi.fn(async () => Promise.reject(new Error('Website must be a URL'))) });
    await expect(sectionSaver(d2)({ section: 'profile', values: profileForm, previous: profileForm })).rejects.toThrow(
      'Website must be a URL',
    );
  });
});
