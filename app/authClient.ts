/** The auth API client over the shared token store (imported statically by lazy routes only). */
import { createAuthClient } from '../src/features/auth/client';
import { tokenStore } from './tokenStore';

export const authClient = createAuthClient({ store: tokenStore });
