/**
 * Model-based paths (xstate/graph) for the public site's small machines: the Monthly/Yearly toggle,
 * the FAQ and the cookie banner. Every reachable (state, context) is walked on a live actor, which
 * must agree with the model at every step; the checks after each path say what the visitor sees.
 */
import { describe, expect, it } from 'vitest';
import { billingCycleMachine, cycleOf } from '../../../src/features/site/billingCycle.machine';
import { analyticsAccepted, cookieConsentMachine } from '../../../src/features/site/cookieConsent.machine';
import { faqMachine } from '../../../src/features/site/faq.machine';
import {
  allStatePaths,
  controllable,
  coveredStates,
  describePath,
  modelPaths,
  replay,
} from '../../support/modelHarness';

const named = <T extends { steps: { event: { type: string } }[] }>(paths: T[]) =>
  paths.map((p) => [describePath(p as never), p] as const);

describe('billingCycle machine: model-based paths', () => {
  const paths = modelPaths(billingCycleMachine, [
    { type: 'cycle.select', cycle: 'monthly' },
    { type: 'cycle.select', cycle: 'yearly' },
  ] as never);

  it('reaches every state', () => {
    expect([...coveredStates(billingCycleMachine, paths)].sort()).toEqual(allStatePaths(billingCycleMachine).sort());
  });

  it.each(named(paths))('live actor follows %s and shows the last cycle chosen', async (_name, path) => {
    const { controls } = controllable([], []);
    const actor = await replay(billingCycleMachine, controls, path);
    const selections = path.steps.filter((s) => s.event.type === 'cycle.select');
    const last = (selections.at(-1)?.event as { cycle?: string } | undefined)?.cycle ?? 'monthly';
    expect(cycleOf(actor.getSnapshot())).toBe(last);
  });
});

describe('faq machine: model-based paths', () => {
  const paths = modelPaths(faqMachine, [
    { type: 'faq.toggle', id: 'speeds' },
    { type: 'faq.toggle', id: 'data' },
  ] as never);

  it('reaches every state', () => {
    expect([...coveredStates(faqMachine, paths)].sort()).toEqual(allStatePaths(faqMachine).sort());
  });

  it.each(named(paths))('live actor follows %s with at most one answer open', async (_name, path) => {
    const { controls } = controllable([], []);
    const actor = await replay(faqMachine, controls, path);
    const snapshot = actor.getSnapshot();
    // open exactly when a question is shown, and it is the last one pressed unless that press closed it
    expect(snapshot.matches('open')).toBe(snapshot.context.openId !== null);
    const last = path.steps.at(-1)?.event as { type: string; id?: string } | undefined;
    if (snapshot.matches('open')) expect(snapshot.context.openId).toBe(last?.id);
  });
});

describe('cookieConsent machine: model-based paths', () => {
  const paths = modelPaths(cookieConsentMachine, [
    { type: 'consent.loaded', choice: null },
    { type: 'consent.loaded', choice: { analytics: true } },
    { type: 'consent.accept' },
    { type: 'consent.reject' },
    { type: 'consent.customize' },
    { type: 'consent.analytics', value: true },
    { type: 'consent.analytics', value: false },
    { type: 'consent.save' },
    { type: 'consent.reopen' },
    { type: 'consent.dismiss' },
  ] as never);

  it('reaches every state', () => {
    expect([...coveredStates(cookieConsentMachine, paths)].sort()).toEqual(allStatePaths(cookieConsentMachine).sort());
  });

  it.each(named(paths))('live actor follows %s and remembers only what the visitor chose', async (_name, path) => {
    const { controls, actions } = controllable([], ['remember']);
    const actor = await replay(cookieConsentMachine.provide({ actions } as never), controls, path);
    // one write per choice the visitor made (shortest paths hold no ignored events); a stored choice
    // read at start is never written back
    const choices = path.steps.filter((step) =>
      ['consent.accept', 'consent.reject', 'consent.save'].includes(step.event.type),
    );
    expect(controls.log).toEqual(choices.map(() => 'remember'));
    // analytics runs only after an explicit yes
    if (analyticsAccepted(actor.getSnapshot())) {
      const yes = path.steps.some(
        (step) =>
          step.event.type === 'consent.accept' ||
          (step.event.type === 'consent.loaded' && (step.event as { choice?: unknown }).choice !== null) ||
          (step.event.type === 'consent.save' && step.state.context !== null),
      );
      expect(yes).toBe(true);
    }
  });
});
