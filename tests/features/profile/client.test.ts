import { describe, expect, it } from 'vitest';
import { createProfileClient } from '../../../src/features/profile/client';

const answer = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('profile client', () => {
  it('the current plan from GET /api/billing/subscriptions; none is null (404)', async () => {
    const some = createProfileClient({
      getToken: () => 't',
      fetch: answer(200, {
        success: true,
        data: {
          subscription: { status: 'active', billing_cycle: 'monthly', id: 's' },
          plan: { id: 'plan_standard_monthly', name: 'Standard Internet' },
        },
      }),
    });
    expect(await some.currentPlan()).toEqual({ name: 'Standard Internet', status: 'active', cycle: 'monthly' });
    const none = createProfileClient({
      getToken: () => 't',
      fetch: answer(404, { error: 'No subscription', message: 'No subscription', code: 'no_subscription' }),
    });
    expect(await none.currentPlan()).toBeNull();
    const broken = createProfileClient({ getToken: () => 't', fetch: answer(500, 'oops') });
    await expect(broken.currentPlan()).rejects.toThrow('Failed to load your profile');
  });

  it('removing the picture answers the server message; a failure is "Failed to remove profile picture"', async () => {
    const ok = createProfileClient({ getToken: () => 't', fetch: answer(200, { message: 'Profile picture removed' }) });
    expect(await ok.removePicture()).toBe('Profile picture removed');
    const down = createProfileClient({ getToken: () => 't', fetch: answer(503, 'down') });
    await expect(down.removePicture()).rejects.toThrow('Failed to remove profile picture');
  });
});
