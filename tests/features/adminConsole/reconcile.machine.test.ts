/**
 * The reconciliation machine, model-based (tests/support/modelHarness.ts): every state reached, every
 * path replayed on a live actor with controllable services; then its behaviour with promise services,
 * the view (money through the one formatter) and the period rules.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CONSOLE_MESSAGES } from '../../../src/features/adminConsole/messages';
import {
  provideReconcile,
  type ReconcileResult,
  reconcileMachine,
} from '../../../src/features/adminConsole/reconcile.machine';
import { toReconcileView } from '../../../src/features/adminConsole/reconcile.view';
import { defaultPeriod, periodError, reconcileQuery } from '../../../src/features/adminConsole/rules';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const REF = 'SKY-1763719200000-0A1B2C3D';
const gap = (reference: string, creditable = true) => ({
  reference,
  amount: 25_000,
  currency: 'GHS',
  paid_at: '2026-11-21T09:12:00.000Z',
  payment_id: creditable ? 'pay_1' : null,
  our_status: creditable ? ('failed' as const) : null,
  creditable,
  customer_email: creditable ? 'efua@example.com' : null,
});
const RESULT: ReconcileResult = {
  from: '2026-11-15T00:00:00.000Z',
  to: '2026-11-22T23:59:59.999Z',
  transactions: 5,
  successes: 4,
  gaps: [gap(REF), gap('T123', false)],
};
const EMPTY: ReconcileResult = { ...RESULT, gaps: [] };
const input = { period: { from: '2026-11-15', to: '2026-11-22' } };

describe('reconcile machine: model-based paths', () => {
  const events = [
    { type: 'reconcile.run' },
    { type: 'reconcile.retry' },
    { type: 'period.change', from: '2026-11-30' },
    { type: 'period.change', from: '2026-11-15' },
    { type: 'xstate.done.actor.runReconcile', output: RESULT },
    { type: 'xstate.done.actor.runReconcile', output: EMPTY },
    { type: 'xstate.error.actor.runReconcile', error: new Error('') },
    { type: 'credit.request', reference: REF },
    { type: 'credit.request', reference: 'T123' },
    { type: 'xstate.done.actor.creditPayment', output: { reference: REF, amount: 25_000, lateSuccess: true } },
    { type: 'xstate.error.actor.creditPayment', error: new Error('This payment is already paid') },
    { type: 'credit.dismiss' },
  ];
  const paths = modelPaths(reconcileMachine, events as never, input).filter((p) => p.steps.length <= 6);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(reconcileMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: a run asks only for a valid period, a credit only for a creditable reference', () => {
    const failures = violations(reconcileMachine, paths, input, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // a run only ever asks for a valid period; a credit only for a creditable reference of the list
      for (const call of controls.calls) {
        if (call.src === 'runReconcile') expect(periodError(call.input as typeof input.period)).toBeNull();
        else expect(call.input).toBe(REF);
      }
      const view = toReconcileView(snapshot as never);
      const state = snapshot.value as string;
      if (state === 'ready') expect(['ready', 'empty']).toContain(view.status);
      else expect(view.status).toBe(state);
      if (view.status === 'failed') expect(view.message).toBe(CONSOLE_MESSAGES.reconcileFailed);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('reconcile machine: behaviour', () => {
  function start(over: Partial<Parameters<typeof provideReconcile>[0]> = {}) {
    const deps = {
      runReconcile: vi.fn(async () => RESULT),
      creditPayment: vi.fn(async (reference: string) => ({ reference, amount: 25_000, lateSuccess: true })),
      ...over,
    };
    const actor = createActor(provideReconcile(deps), { input }).start();
    return { actor, deps, view: () => toReconcileView(actor.getSnapshot()) };
  }

  it('runs nothing until asked, then lists the gaps with GH₵ amounts and the customer', async () => {
    const { actor, deps, view } = start();
    await flush();
    expect(view().status).toBe('idle');
    expect(deps.runReconcile).not.toHaveBeenCalled();
    actor.send({ type: 'reconcile.run' });
    expect(view().status).toBe('running');
    await flush();
    expect(deps.runReconcile).toHaveBeenCalledWith(input.period);
    expect(view()).toMatchObject({
      status: 'ready',
      rows: [
        { reference: REF, amount: 'GH₵ 250.00', customerEmail: 'efua@example.com', creditable: true },
        { reference: 'T123', customerEmail: null, creditable: false },
      ],
      summary: { transactions: 5, successes: 4 },
      notice: null,
    });
  });

  it('refuses a bad period without calling the server, and runs once it is mended', async () => {
    const { actor, deps, view } = start();
    actor.send({ type: 'period.change', to: '2026-11-01' });
    actor.send({ type: 'reconcile.run' });
    await flush();
    expect(view()).toMatchObject({ status: 'idle', periodError: 'The first day must not be after the last day' });
    expect(deps.runReconcile).not.toHaveBeenCalled();
    actor.send({ type: 'period.change', to: '2026-11-20' });
    expect(view().periodError).toBeNull();
    actor.send({ type: 'reconcile.run' });
    await flush();
    expect(deps.runReconcile).toHaveBeenCalledWith({ from: '2026-11-15', to: '2026-11-20' });
  });

  it('credits one row, announces it and runs the comparison again', async () => {
    const runReconcile = vi.fn().mockResolvedValue(EMPTY).mockResolvedValueOnce(RESULT);
    const { actor, deps, view } = start({ runReconcile });
    actor.send({ type: 'reconcile.run' });
    await flush();
    actor.send({ type: 'credit.request', reference: REF });
    expect(view()).toMatchObject({ status: 'crediting', rows: [{ crediting: true }, { crediting: false }] });
    await flush();
    expect(deps.creditPayment).toHaveBeenCalledWith(REF);
    expect(runReconcile).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({
      status: 'empty',
      notice: `Credited ${REF} (GH₵ 250.00). The list is up to date.`,
    });
    // a new run forgets the notice
    actor.send({ type: 'reconcile.run' });
    await flush();
    expect(view()).toMatchObject({ notice: null });
  });

  it('a row that is not ours cannot be credited', async () => {
    const { actor, deps, view } = start();
    actor.send({ type: 'reconcile.run' });
    await flush();
    actor.send({ type: 'credit.request', reference: 'T123' });
    await flush();
    expect(view().status).toBe('ready');
    expect(deps.creditPayment).not.toHaveBeenCalled();
  });

  it('a refused credit keeps the list with the server’s reason; retry, dismiss or run again leave it', async () => {
    const creditPayment = vi.fn().mockRejectedValue(new Error('This payment is being credited already'));
    const { actor, view } = start({ creditPayment });
    actor.send({ type: 'reconcile.run' });
    await flush();
    actor.send({ type: 'credit.request', reference: REF });
    await flush();
    expect(view()).toMatchObject({
      status: 'creditFailed',
      creditError: { reference: REF, message: 'This payment is being credited already' },
      rows: [{ reference: REF }, { reference: 'T123' }],
    });
    creditPayment.mockRejectedValueOnce(new Error(''));
    actor.send({ type: 'credit.request', reference: REF });
    await flush();
    expect(view()).toMatchObject({ creditError: { message: CONSOLE_MESSAGES.reconcileCreditFailed } });
    actor.send({ type: 'credit.dismiss' });
    expect(view().status).toBe('ready');
  });

  it('a failed run says why and Try again runs it again', async () => {
    const runReconcile = vi
      .fn()
      .mockRejectedValueOnce(new Error('Payment service unavailable. Circuit breaker is open.'))
      .mockResolvedValueOnce(EMPTY);
    const { actor, view } = start({ runReconcile });
    actor.send({ type: 'reconcile.run' });
    await flush();
    expect(view()).toMatchObject({
      status: 'failed',
      message: 'Payment service unavailable. Circuit breaker is open.',
    });
    actor.send({ type: 'reconcile.retry' });
    await flush();
    expect(view().status).toBe('empty');
  });

  it('a retry and the refresh after a credit run the period that was run, not one typed since', async () => {
    const { actor, deps } = start();
    actor.send({ type: 'reconcile.run' });
    await flush();
    actor.send({ type: 'period.change', from: '2026-12-30' });
    actor.send({ type: 'credit.request', reference: REF });
    await flush();
    expect(deps.runReconcile).toHaveBeenLastCalledWith(input.period);
    expect(deps.runReconcile).toHaveBeenCalledTimes(2);
  });
});

describe('the reconciliation period', () => {
  it('defaults to the last 7 days, asks for whole days and at most 92 of them', () => {
    expect(defaultPeriod(new Date('2026-11-22T15:30:00Z'))).toEqual({ from: '2026-11-15', to: '2026-11-22' });
    expect(periodError({ from: '2026-11-15', to: '2026-11-22' })).toBeNull();
    expect(periodError({ from: '2026-11-22', to: '2026-11-22' })).toBeNull();
    expect(periodError({ from: '', to: '2026-11-22' })).toBe('Enter both dates as YYYY-MM-DD');
    expect(periodError({ from: '2026-02-30', to: '2026-03-02' })).toBe('Enter both dates as YYYY-MM-DD');
    expect(periodError({ from: '2026-11-23', to: '2026-11-22' })).toBe('The first day must not be after the last day');
    expect(periodError({ from: '2026-01-01', to: '2026-04-02' })).toBeNull(); // 92 days
    expect(periodError({ from: '2026-01-01', to: '2026-04-03' })).toBe('Choose at most 92 days');
  });

  it('asks the server from the first day’s start to the last day’s end', () => {
    expect(reconcileQuery({ from: ' 2026-11-15', to: '2026-11-22 ' })).toEqual({
      from: '2026-11-15T00:00:00.000Z',
      to: '2026-11-22T23:59:59.999Z',
    });
  });
});
