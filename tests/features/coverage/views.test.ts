import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { coverageAnalysisMachine } from '../../../src/features/coverage/coverageAnalysis.machine';
import { toCoverageAnalysisView } from '../../../src/features/coverage/coverageAnalysis.view';
import { coverageCheckMachine } from '../../../src/features/coverage/coverageCheck.machine';
import { toCoverageCheckView } from '../../../src/features/coverage/coverageCheck.view';
import type { CoverageResult } from '../../../src/features/coverage/simulation';

const none: CoverageResult = { available: false, coverage: { percentage: 0, area: 'Lomé', zone: 'unknown' } };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('coverage checker view', () => {
  it('Check is offered only once something is typed (whitespace included)', () => {
    const actor = createActor(coverageCheckMachine, { input: {} }).start();
    expect(toCoverageCheckView(actor.getSnapshot())).toEqual({ status: 'idle', address: '', canCheck: false });
    actor.send({ type: 'address.change', value: ' ' });
    expect(toCoverageCheckView(actor.getSnapshot())).toEqual({ status: 'idle', address: ' ', canCheck: true });
  });

  it('walks a request through form, sending and sent', async () => {
    let settle: () => void = () => {};
    const machine = coverageCheckMachine.provide({
      actors: {
        checkCoverage: fromPromise<CoverageResult, { address: string }>(async () => none),
        requestCoverage: fromPromise(() => new Promise<void>((resolve) => (settle = resolve))),
      },
    });
    const actor = createActor(machine, { input: { address: ' Lomé ' } }).start();
    actor.send({ type: 'check.submit' });
    expect(toCoverageCheckView(actor.getSnapshot())).toEqual({ status: 'checking', address: ' Lomé ' });
    await flush();
    expect(toCoverageCheckView(actor.getSnapshot())).toMatchObject({
      status: 'result',
      checkedAddress: 'Lomé',
      result: none,
      request: { status: 'closed' },
    });
    actor.send({ type: 'request.open' });
    actor.send({ type: 'contact.change', value: 'ama@example.com' });
    expect(toCoverageCheckView(actor.getSnapshot())).toMatchObject({
      request: { status: 'form', contact: 'ama@example.com' },
    });
    actor.send({ type: 'request.submit' });
    expect(toCoverageCheckView(actor.getSnapshot())).toMatchObject({ request: { status: 'sending' } });
    settle();
    await flush();
    expect(toCoverageCheckView(actor.getSnapshot())).toMatchObject({
      request: {
        status: 'sent',
        message: 'Thank you! We have recorded your request and will contact you when service reaches this area.',
      },
    });
    // typing a new address leaves the result for the form
    actor.send({ type: 'address.change', value: 'Accra' });
    expect(toCoverageCheckView(actor.getSnapshot()).status).toBe('idle');
  });
});

describe('AI coverage view', () => {
  it('shows the placeholder, then the address rule', () => {
    const actor = createActor(coverageAnalysisMachine, { input: {} }).start();
    expect(toCoverageAnalysisView(actor.getSnapshot()).outcome).toEqual({ status: 'idle' });
    actor.send({ type: 'form.submit' });
    expect(toCoverageAnalysisView(actor.getSnapshot()).addressError).toBe('Address is required');
    actor.send({ type: 'field.change', field: 'address', value: 'Ho' });
    expect(toCoverageAnalysisView(actor.getSnapshot()).addressError).toBeUndefined();
  });
});
