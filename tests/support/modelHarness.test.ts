import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginMachine } from '../../src/features/auth/login.machine';
import { allStatePaths, controllable, coveredStates, modelPaths, replay } from './modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const events = [
  { type: 'field.change', field: 'email', value: 'ama@example.com' },
  { type: 'field.change', field: 'password', value: 'x' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitLogin' },
];

describe('model harness can fail', () => {
  const paths = modelPaths(loginMachine, events as never);
  const toSuccess = paths.find((p) => p.state.matches('success'));

  it('rejects a live machine that does not follow the model', async () => {
    expect(toSuccess).toBeDefined();
    const { controls, actors, actions } = controllable(['submitLogin'], ['goToDestination', 'signedIn']);
    // a live machine whose validation refuses everything never reaches submitting
    const broken = loginMachine.provide({ actors, actions, guards: { isValid: () => false } } as never);
    await expect(replay(broken, controls, toSuccess as never)).rejects.toThrow(/after form.submit/);
  });

  it('reports states no path reaches', () => {
    const withoutFailures = coveredStates(loginMachine, paths);
    expect(allStatePaths(loginMachine).filter((s) => !withoutFailures.has(s))).toEqual(['failed']);
  });
});
