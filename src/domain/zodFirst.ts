/**
 * Import this module ahead of one that validates with zod, so that zod's chunk is evaluated in a task of its own:
 *
 *   loadAfterZod(() => import('../../src/features/auth/signup.machine'))   // app/services.ts
 *
 * Why not `import('zod')`: the bundler would then ship all of zod in a chunk of its own (384 KB, against the
 * 92 KB of it our schemas use). This module uses one function of zod, so zod's chunk stays as it is.
 */
import { z } from 'zod';

export const zodString = z.string;
