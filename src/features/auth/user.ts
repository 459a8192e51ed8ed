/**
 * The user record as GET /api/auth/me answers it, parsed with zod (lenient: missing optional
 * fields become null, an unknown role becomes 'user'). The session types and rules live in
 * src/domain/auth/session.ts (no zod, part of the app shell) and are re-exported here.
 */
import { z } from 'zod';
import { isRole, type Role } from '../../domain/roles';
import type { User } from './session';

export * from './session';

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  username: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  fullName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  firstName: optionalText,
  lastName: optionalText,
  /** unknown roles fall back to the least privileged one */
  role: z
    .string()
    .nullish()
    .transform((v): Role => (isRole(v) ? v : 'user')),
  isActive: z.boolean().default(true),
  isEmailVerified: z.boolean().default(false),
  createdAt: optionalText,
  updatedAt: optionalText,
  lastLoginAt: optionalText,
  twoFactorEnabled: z.boolean().default(false),
  phoneNumber: optionalText,
  dateOfBirth: optionalText,
  profilePicture: optionalText,
}) satisfies z.ZodType<User, unknown>;
