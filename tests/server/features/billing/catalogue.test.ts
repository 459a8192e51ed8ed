/**
 * The one catalogue at run time: the plan client reads GET /api/billing/plans from the real app and
 * gets back exactly the catalogue module the server seeded from (what the pages show at build time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../../../src/domain/plans';
import { createPlanClient } from '../../../../src/features/billing/planClient';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('plan catalogue over the API', () => {
  it('the client reads the seeded plans as the domain records of src/domain/plans.ts', async () => {
    const client = createPlanClient({
      fetch: async (url, init) => h.app.request(String(url), init as RequestInit),
    });
    const plans = await client.plans();
    const byId = (list: readonly { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(plans)).toEqual(byId(PLANS));
  });
});
