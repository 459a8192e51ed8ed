/** The signed-in user the auth session tests share (authSession.machine.test.ts, authSession.rules.test.ts). */
import type { User } from '../../../src/features/auth/contract';

export const sessionUser: User = {
  id: 'u1',
  email: 'demo@example.com',
  username: 'amamensah',
  fullName: 'Ama Mensah',
  firstName: 'Ama',
  lastName: 'Mensah',
  role: 'user',
  isActive: true,
  isEmailVerified: false,
  createdAt: null,
  updatedAt: null,
  lastLoginAt: null,
  twoFactorEnabled: false,
  phoneNumber: null,
  dateOfBirth: null,
  profilePicture: null,
};
