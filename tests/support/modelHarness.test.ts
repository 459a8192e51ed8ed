/**
 * The model checks can fail: a state no path reaches, a state with no way out, and an invariant broken on
 * some path are each reported by name (tests/support/modelHarness.ts).
 */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { loginMachine } from '../../src/features/auth/login.machine';
import { toLoginView } from '../../src/features/auth/login.view';
import { modelPaths, reachability, violations } from './modelHarness';

const events = [
  { type: 'field.change', field: 'email', value: 'ama@example.com' },
  { type: 'field.change', field: 'password', value: 'x' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitLogin' },
  { type: 'xstate.error.actor.submitLogin', error: new Error('Invalid email or password. Please try again.') },
];

/** The two-factor steps, which these password-only events never reach (tests/features/auth/login.machine.test.ts drives them). */
const SECOND_STEP_STATES = ['code', 'verifying', 'enrolLoading', 'enrol', 'confirming', 'recoveryCodes'];

describe('model checks can fail', () => {
  it('name the states no path reaches', () => {
    const withoutFailures = events.filter((e) => !e.type.startsWith('xstate.error'));
    const paths = modelPaths(loginMachine, withoutFailures as never);
    expect(reachability(loginMachine, [paths], withoutFailures as never).unreached).toEqual([
      ...SECOND_STEP_STATES,
      'failed',
    ]);
  });

  it('name a state with no way out (a copy of the login machine whose failed form cannot be sent or typed in)', () => {
    const config = loginMachine.config as { states: Record<string, unknown> };
    const broken = createMachine(
      { ...config, states: { ...config.states, failed: {} } } as never,
      loginMachine.implementations as never,
    );
    const paths = modelPaths(broken, events as never);
    expect(reachability(broken, [paths], events as never)).toEqual({
      unreached: SECOND_STEP_STATES,
      deadEnds: ['failed'],
    });
    // the real machine: every state has a way out (success is final)
    expect(reachability(loginMachine, [modelPaths(loginMachine, events as never)], events as never).deadEnds).toEqual(
      [],
    );
  });

  it('name each broken invariant once, with where it broke, whether returned or thrown by expect()', () => {
    const paths = modelPaths(loginMachine, events as never);
    // a view that forgets the busy flag while the form is being sent
    const wrongView = (state: Parameters<typeof toLoginView>[0]) => {
      const view = toLoginView(state);
      return view.status === 'submitting' ? { ...view, status: 'idle' as const } : view;
    };
    const returned = violations(loginMachine, paths, undefined, ({ state }) =>
      wrongView(state as never).status !== state.value ? `view shows ${wrongView(state as never).status}` : null,
    );
    expect(returned).toEqual([
      expect.stringMatching(/^view shows idle — at submitting after xstate.init > .*form.submit$/),
    ]);
    const thrown = violations(loginMachine, paths, undefined, ({ state }) => {
      expect(wrongView(state as never).status).toBe(state.value);
    });
    expect(thrown).toHaveLength(1);
    expect(thrown[0]).toMatch(/expected 'idle' to be 'submitting'/);
    // the real view passes
    expect(
      violations(
        loginMachine,
        paths,
        undefined,
        ({ state }) => toLoginView(state as never).status !== state.value && 'x',
      ),
    ).toEqual([]);
  });

  it('see what the machine asked its actors and what it ran on each step', () => {
    const paths = modelPaths(loginMachine, events as never);
    const seen: string[] = [];
    violations(loginMachine, paths, undefined, ({ started, actions }) => {
      for (const call of started) seen.push(`${call.id} ${JSON.stringify(call.input)}`);
      if (actions.length > 0) seen.push(actions.join());
    });
    expect(seen).toContain('submitLogin {"email":"ama@example.com","password":"x","remember":false}');
    expect(seen).toContain('signedIn,trackLogin,goToDestination');
  });
});
