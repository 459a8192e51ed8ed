import { describe, expect, it } from 'vitest';
import { profileCompleteness } from '../../../src/features/account/rules';

describe('profile completeness (ours)', () => {
  const empty = {
    fullName: '',
    firstName: null,
    lastName: null,
    phoneNumber: null,
    dateOfBirth: null,
    profilePicture: null,
    isEmailVerified: false,
  };
  it('counts name, phone, date of birth, picture and a verified email', () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      missing: ['Full name', 'Phone number', 'Date of birth', 'Profile picture', 'Verified email'],
    });
    expect(profileCompleteness({ ...empty, firstName: 'Ama', lastName: 'Mensah', isEmailVerified: true })).toEqual({
      percent: 40,
      missing: ['Phone number', 'Date of birth', 'Profile picture'],
    });
    expect(
      profileCompleteness({
        fullName: 'Ama Mensah',
        firstName: null,
        lastName: null,
        phoneNumber: '0551234987',
        dateOfBirth: '1990-01-01',
        profilePicture: '/p.png',
        isEmailVerified: true,
      }),
    ).toEqual({ percent: 100, missing: [] });
  });
});
