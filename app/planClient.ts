/** The plan catalogue's client (public, no token): see src/features/billing/planClient.ts. */

import { createPlanClient } from '../src/features/billing/planClient';
import { apiFetch } from './apiFetch';

export const planClient = createPlanClient({ fetch: apiFetch });
