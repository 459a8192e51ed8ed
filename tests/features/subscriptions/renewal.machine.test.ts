import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PaymentProblem } from '../../../src/features/billing';
import type { RenewalRecord } from '../../../src/features/subscriptions/contract';
import { SUBSCRIPTIONS_MESSAGES as m } from '../../../src/features/subscriptions/messages';
import { renewalMachine } from '../../../src/features/subscriptions/renewal.machine';
import { toRenewalView } from '../../../src/features/subscriptions/renewal.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISI';
const due = (extra: Partial<RenewalRecord> = {}): RenewalRecord => ({
  status: 'due',
  first_name: 'Ama',
  plan_id: 'plan_standard_monthly',
  plan_name: 'Standard Internet',
  billing_cycle: 'yearly',
  paid_until: '2026-12-10T00:00:00.000Z',
  standing: 'active',
  amount: 100000,
  saved_number: { masked: '055XXXX987', network: 'MTN' },
  open_payment: null,
  suspends_at: null,
  promise: { days: 0, available: false, max_days: 3 },
  ...extra,
});
const renewed = due({ status: 'renewed', paid_until: '2027-12-10T00:00:00.000Z' });
/** in grace, a promise to pay still available */
const inGrace = due({
  standing: 'grace_period',
  paid_until: '2026-11-30T00:00:00.000Z',
  suspends_at: '2026-12-05T08:00:00.000Z',
  promise: { days: 0, available: true, max_days: 3 },
});
const held = {
  ...inGrace,
  suspends_at: '2026-12-07T08:00:00.000Z',
  promise: { days: 2, available: false, max_days: 3 },
};
/** a plan the catalogue no longer sells: nothing to price the steps with */
const retired = due({ plan_id: 'plan_retired' });
const problem = (code: string) =>
  new PaymentProblem({ user_friendly_message: `server: ${code}`, retry_suggested: false, support_contact: '' }, code);

const events = [
  { type: 'xstate.done.actor.openRenewal', output: due() },
  { type: 'xstate.done.actor.openRenewal', output: inGrace },
  { type: 'xstate.done.actor.openRenewal', output: renewed },
  { type: 'promise.choose', days: 2 },
  { type: 'promise.choose', days: 9 },
  { type: 'promise.ask' },
  { type: 'xstate.done.actor.promiseRenewal', output: held },
  { type: 'xstate.error.actor.promiseRenewal', error: new TypeError('Failed to fetch') },
  { type: 'xstate.error.actor.promiseRenewal', error: problem('promise_already_made') },
  { type: 'xstate.done.actor.openRenewal', output: retired },
  { type: 'xstate.error.actor.openRenewal', error: problem('renewal_link_invalid') },
  { type: 'xstate.error.actor.openRenewal', error: problem('renewal_link_expired') },
  { type: 'xstate.error.actor.openRenewal', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.payRenewal', output: undefined },
  { type: 'renewal.retry' },
];

function provided() {
  const { controls, actors } = controllable(['openRenewal', 'payRenewal', 'promiseRenewal'], []);
  return { controls, machine: renewalMachine.provide({ actors } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('renewal machine: model-based paths', () => {
  const model = provided().machine;
  const input = { token: TOKEN };
  const paths = modelPaths(model, events as never, input);

  it('reaches every state; only the link’s outcomes end the page', () => {
    expect(reachability(model, [paths], events as never)).toEqual({
      unreached: [],
      deadEnds: ['expired', 'invalid', 'renewed'],
    });
  });

  it('on every path: the link is read with its token, the payment is for the renewal’s plan and cycle at its form, and a date is said only as the server gave it', () => {
    const failures = violations(model, paths, input, ({ state, started, event }) => {
      const out: string[] = [];
      for (const call of started) {
        if (call.id === 'openRenewal' && (call.input as { token: string }).token !== TOKEN)
          out.push('read without the token');
        if (call.id === 'promiseRenewal') {
          const { days } = call.input as { days: number };
          const r = state.context.renewal as RenewalRecord;
          if (days < 1 || days > r.promise.max_days) out.push(`promised ${days} days`);
        }
        if (call.id === 'payRenewal') {
          const given = call.input as { plan: { id: string }; cycle: string; startAt: string; savedNumber: unknown };
          const r = state.context.renewal as RenewalRecord;
          if (given.plan.id !== r.plan_id || given.cycle !== r.billing_cycle || given.startAt !== 'payment')
            out.push(`paid ${given.plan.id} ${given.cycle} from ${given.startAt}`);
          if (given.savedNumber !== r.saved_number) out.push('not offered the number last paid with');
        }
      }
      const view = toRenewalView(state as never);
      if (view.status === 'renewed' && state.context.renewal?.status !== 'renewed')
        out.push('renewed without the server');
      if (state.matches('due') && state.context.renewal?.status !== 'due') out.push('due for a paid period');
      // a plan the catalogue cannot price never reaches the payment steps
      if (state.matches('due') && state.context.plan === null) out.push('due without a plan');
      if (event.type === 'xstate.done.actor.openRenewal' && state.matches('failed') && !state.context.problem)
        out.push('failed in silence');
      // asking for more time never restarts the payment steps
      if (event.type.includes('promise') && started.some((c) => c.id === 'payRenewal')) out.push('payment restarted');
      if (state.matches('due.promising') && state.context.renewal?.promise.available !== true)
        out.push('asked while unavailable');
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('renewal machine: behaviour', () => {
  async function opened(answer: RenewalRecord) {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { token: TOKEN } }).start();
    controls.pending.get('openRenewal')?.resolve(answer);
    await flush();
    return { controls, actor };
  }

  it('a due renewal runs the payment steps at their form, then reads the server’s new date', async () => {
    const { controls, actor } = await opened(due());
    expect(actor.getSnapshot().value).toEqual({ due: 'idle' });
    expect(controls.calls.at(-1)).toMatchObject({
      src: 'payRenewal',
      input: { cycle: 'yearly', startAt: 'payment', savedNumber: { masked: '055XXXX987', network: 'MTN' } },
    });
    controls.pending.get('payRenewal')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ reading: 'confirming' });
    expect(toRenewalView(actor.getSnapshot())).toMatchObject({ status: 'confirming' });
    controls.pending.get('openRenewal')?.resolve(renewed);
    await flush();
    expect(toRenewalView(actor.getSnapshot())).toMatchObject({
      status: 'renewed',
      message: 'Your Standard Internet is renewed until 10 Dec 2027. Nothing more is due now.',
    });
  });

  it('a paid payment the server does not yet count leaves the renewal due, with the payment steps again', async () => {
    const { controls, actor } = await opened(due());
    controls.pending.get('payRenewal')?.resolve(undefined);
    await flush();
    controls.pending.get('openRenewal')?.resolve(due());
    await flush();
    expect(actor.getSnapshot().value).toEqual({ due: 'idle' });
    expect(controls.calls.filter((c) => c.src === 'payRenewal')).toHaveLength(2);
  });

  it('in grace, asks for the days chosen while the payment steps go on; a refusal for good is not asked again', async () => {
    const { controls, actor } = await opened(inGrace);
    const payment = actor.getSnapshot().children.payRenewal;
    expect(toRenewalView(actor.getSnapshot())).toMatchObject({
      status: 'due',
      promise: { status: 'offer', choice: '1' },
    });
    actor.send({ type: 'promise.choose', days: 2 });
    actor.send({ type: 'promise.ask' });
    expect(controls.calls.at(-1)).toMatchObject({ src: 'promiseRenewal', input: { token: TOKEN, days: 2 } });
    controls.pending.get('promiseRenewal')?.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(toRenewalView(actor.getSnapshot())).toMatchObject({
      promise: { status: 'offer', problem: m.promiseFailed },
    });
    actor.send({ type: 'promise.ask' });
    controls.pending.get('promiseRenewal')?.resolve(held);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ due: 'promised' });
    expect(toRenewalView(actor.getSnapshot())).toMatchObject({
      promise: { status: 'promised', message: 'Your service is held until 7 Dec 2026. Renew by then to keep it.' },
    });
    // the same payment steps, not started again
    expect(actor.getSnapshot().children.payRenewal).toBe(payment);

    const other = await opened(inGrace);
    other.actor.send({ type: 'promise.ask' });
    other.controls.pending.get('promiseRenewal')?.reject(problem('promise_already_made'));
    await flush();
    expect(toRenewalView(other.actor.getSnapshot())).toMatchObject({
      promise: { status: 'refused', message: 'server: promise_already_made' },
    });
    other.actor.send({ type: 'promise.ask' });
    expect(other.controls.calls.filter((c) => c.src === 'promiseRenewal')).toHaveLength(1);
  });

  it('the server’s codes decide: unknown link, ended service, anything else a retry', async () => {
    for (const [error, state, message] of [
      [problem('renewal_link_invalid'), 'invalid', 'server: renewal_link_invalid'],
      [problem('renewal_link_expired'), 'expired', 'server: renewal_link_expired'],
      [new TypeError('Failed to fetch'), 'failed', m.renewalLoadFailed],
    ] as const) {
      const { controls, machine } = provided();
      const actor = createActor(machine, { input: { token: TOKEN } }).start();
      controls.pending.get('openRenewal')?.reject(error);
      await flush();
      expect(actor.getSnapshot().value).toBe(state);
      expect(toRenewalView(actor.getSnapshot())).toMatchObject({ status: state, message });
    }
  });

  it('a lost confirmation fails, and its retry reads the link again instead of saying a date', async () => {
    const { controls, actor } = await opened(due());
    controls.pending.get('payRenewal')?.resolve(undefined);
    await flush();
    controls.pending.get('openRenewal')?.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'renewal.retry' });
    expect(actor.getSnapshot().value).toEqual({ reading: 'opening' });
    controls.pending.get('openRenewal')?.resolve(renewed);
    await flush();
    expect(actor.getSnapshot().value).toBe('renewed');
  });

  it('runs billing’s mobile money machine: the number last paid with is sent as none, for the server to use', async () => {
    const { mobileMoneyPaymentMachine } = await import('../../../src/features/billing');
    const paid: unknown[] = [];
    const child = mobileMoneyPaymentMachine.provide({
      actors: {
        findPaymentInProgress: fromPromise(async () => null),
        payWithRetry: fromPromise(async ({ input }) => {
          paid.push(input);
          return new Promise(() => {});
        }),
      },
    } as never);
    const { controls } = provided();
    const actor = createActor(
      renewalMachine.provide({
        actors: { openRenewal: fromPromise(async () => due()), payRenewal: child },
      } as never),
      { input: { token: TOKEN } },
    ).start();
    await flush();
    await flush();
    const payment = actor.getSnapshot().children.payRenewal;
    expect((payment?.getSnapshot() as { value?: unknown } | undefined)?.value).toBe('payment');
    payment?.send({ type: 'form.submit' });
    await flush();
    expect(paid).toEqual([
      expect.objectContaining({ plan_id: 'plan_standard_monthly', billing_cycle: 'yearly', mobile_number: null }),
    ]);
    expect(controls.calls).toEqual([]);
  });
});
