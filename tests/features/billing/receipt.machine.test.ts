import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Receipt } from '../../../src/domain/format/receipt';
import { provideReceipt, RECEIPT_LOAD_FAILED, receiptMachine } from '../../../src/features/billing/receipt.machine';
import { toReceiptView } from '../../../src/features/billing/receipt.view';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const receipt: Receipt = {
  brandName: 'SkyLink Ghana',
  reference: 'SKY-1763805600000-A1B2C3',
  paidAt: '2026-11-22T10:00:00.000Z',
  amount: 10_000,
  method: 'MTN Mobile Money',
  description: 'Standard Internet',
  status: 'succeeded',
  billingCycle: 'monthly',
};
const input = { paymentId: 'p1' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('receipt machine: model-based paths', () => {
  const events = [
    { type: 'xstate.done.actor.loadReceipt', output: receipt },
    { type: 'xstate.error.actor.loadReceipt', error: new Error('Payment not found.') },
    { type: 'xstate.done.actor.downloadPdf', output: undefined },
    { type: 'xstate.error.actor.downloadPdf', error: new Error('Network error') },
    { type: 'receipt.retry' },
    { type: 'receipt.print' },
    { type: 'receipt.downloadText' },
    { type: 'receipt.downloadPdf' },
  ];
  const paths = modelPaths(receiptMachine, events as never, input);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(receiptMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: print and the text download act only while the receipt is shown and no PDF is downloading', () => {
    const failures = violations(receiptMachine, paths, input, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const path = { steps, state: snapshot };
      // print and the text download act only while the receipt is shown and no PDF is downloading
      const effects = path.steps.filter(
        (s, i) =>
          ['receipt.print', 'receipt.downloadText'].includes(s.event.type) &&
          i > 0 &&
          path.steps[i - 1]?.state.matches('shown.ready'),
      );
      expect(controls.log).toHaveLength(effects.length);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('receipt machine: behaviour', () => {
  it('loads by id, prints, saves the text and the PDF; a failed PDF says so and the receipt stays', async () => {
    const loadReceipt = vi.fn(async () => receipt);
    const printReceipt = vi.fn();
    const saveText = vi.fn();
    const downloadPdf = vi.fn().mockRejectedValueOnce(new Error('Network error')).mockResolvedValue(undefined);
    const actor = createActor(provideReceipt({ loadReceipt, printReceipt, saveText, downloadPdf }), { input }).start();
    await flush();
    expect(loadReceipt).toHaveBeenCalledWith('p1');
    expect(toReceiptView(actor.getSnapshot())).toEqual({ kind: 'shown', receipt, downloadingPdf: false, pdfError: '' });
    actor.send({ type: 'receipt.print' });
    actor.send({ type: 'receipt.downloadText' });
    expect(printReceipt).toHaveBeenCalledTimes(1);
    expect(saveText).toHaveBeenCalledWith(receipt);
    actor.send({ type: 'receipt.downloadPdf' });
    expect(toReceiptView(actor.getSnapshot())).toMatchObject({ downloadingPdf: true });
    await flush();
    expect(toReceiptView(actor.getSnapshot())).toMatchObject({ downloadingPdf: false, pdfError: 'Network error' });
    actor.send({ type: 'receipt.downloadPdf' });
    await flush();
    expect(downloadPdf).toHaveBeenLastCalledWith('p1', receipt);
    expect(toReceiptView(actor.getSnapshot())).toMatchObject({ pdfError: '' });
  });

  it('a failed load shows the error and Try again loads again', async () => {
    const loadReceipt = vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValue(receipt);
    const actor = createActor(
      provideReceipt({ loadReceipt, printReceipt: vi.fn(), saveText: vi.fn(), downloadPdf: vi.fn() }),
      { input },
    ).start();
    await flush();
    expect(toReceiptView(actor.getSnapshot())).toEqual({ kind: 'error', message: RECEIPT_LOAD_FAILED });
    actor.send({ type: 'receipt.retry' });
    expect(toReceiptView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    await flush();
    expect(toReceiptView(actor.getSnapshot()).kind).toBe('shown');
  });
});
