/**
 * Model checks (xstate/graph) for the public site's small machines: the Monthly/Yearly toggle, the FAQ and
 * the cookie banner. Every state is reached and none is a dead end; along every path the checks say what the
 * visitor sees and what is stored.
 */
import { describe, expect, it } from 'vitest';
import { billingCycleMachine, cycleOf } from '../../../src/features/site/billingCycle.machine';
import { analyticsAccepted, cookieConsentMachine } from '../../../src/features/site/cookieConsent.machine';
import { faqMachine } from '../../../src/features/site/faq.machine';
import { describePath, modelPaths, reachability, violations } from '../../support/modelHarness';

const _named = <T extends { steps: { event: { type: string } }[] }>(paths: T[]) =>
  paths.map((p) => [describePath(p as never), p] as const);

describe('billingCycle machine: model-based paths', () => {
  const events = [
    { type: 'cycle.select', cycle: 'monthly' },
    { type: 'cycle.select', cycle: 'yearly' },
  ];
  const paths = modelPaths(billingCycleMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(billingCycleMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the toggle shows the last cycle chosen', () => {
    const failures = violations(billingCycleMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const _controls = { calls, log };
      const path = { steps, state: snapshot };
      const selections = path.steps.filter((s) => s.event.type === 'cycle.select');
      const last = (selections.at(-1)?.event as { cycle?: string } | undefined)?.cycle ?? 'monthly';
      expect(cycleOf(snapshot)).toBe(last);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('faq machine: model-based paths', () => {
  const events = [
    { type: 'faq.toggle', id: 'speeds' },
    { type: 'faq.toggle', id: 'data' },
  ];
  const paths = modelPaths(faqMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(faqMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: at most one answer open, the last one pressed', () => {
    const failures = violations(faqMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const _controls = { calls, log };
      const path = { steps, state: snapshot };
      // open exactly when a question is shown, and it is the last one pressed unless that press closed it
      expect(snapshot.matches('open')).toBe(snapshot.context.openId !== null);
      const last = path.steps.at(-1)?.event as { type: string; id?: string } | undefined;
      if (snapshot.matches('open')) expect(snapshot.context.openId).toBe(last?.id);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('cookieConsent machine: model-based paths', () => {
  const events = [
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
  ];
  const paths = modelPaths(cookieConsentMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(cookieConsentMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: one write per choice; analytics only after an explicit yes', () => {
    const failures = violations(cookieConsentMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const path = { steps, state: snapshot };
      // one write per choice the visitor made (shortest paths hold no ignored events); a stored choice
      // read at start is never written back
      const choices = path.steps.filter((step) =>
        ['consent.accept', 'consent.reject', 'consent.save'].includes(step.event.type),
      );
      expect(controls.log).toEqual(choices.map(() => 'remember'));
      // analytics runs only after an explicit yes
      if (analyticsAccepted(snapshot)) {
        const yes = path.steps.some(
          (step) =>
            step.event.type === 'consent.accept' ||
            (step.event.type === 'consent.loaded' && (step.event as { choice?: unknown }).choice !== null) ||
            (step.event.type === 'consent.save' && step.state.context !== null),
        );
        expect(yes).toBe(true);
      }
      return [];
    });
    expect(failures).toEqual([]);
  });
});
