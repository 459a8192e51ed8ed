/**
 * The receipt modal (spec billing §2 "Receipt modal: Close, Print Receipt, Download Receipt. Receipts
 * download as a text file or print"): loads one payment's receipt by id, shows it, prints it, saves it
 * as the text file and as a PDF.
 *
 * States
 *   loading               invokes `loadReceipt` (id loadReceipt, input paymentId)
 *   shown                 the receipt is on screen
 *     shown.ready           Print Receipt / Download Receipt (text) / PDF receipt
 *     shown.downloadingPdf  invokes `downloadPdf` (id downloadPdf); a failure shows pdfError and returns to ready
 *   error                 the receipt could not be loaded: error message, Try again
 *
 * Events
 *   receipt.retry         from error: load again
 *   receipt.print         `printReceipt` (the page's print, which prints only the receipt)
 *   receipt.downloadText  `saveText` (the text file of receiptText)
 *   receipt.downloadPdf   fetch the PDF with the bearer and save it
 *
 * Actors: loadReceipt(paymentId) -> Receipt; downloadPdf({ paymentId, receipt }) -> void.
 * Actions: printReceipt, saveText(receipt).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Receipt } from '../../domain/format/receipt';
import { notProvided } from '../../machines/notProvided';

export interface ReceiptContext {
  paymentId: string;
  receipt: Receipt | null;
  error: string;
  pdfError: string;
}

export type ReceiptEvent =
  | { type: 'receipt.retry' }
  | { type: 'receipt.print' }
  | { type: 'receipt.downloadText' }
  | { type: 'receipt.downloadPdf' };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const RECEIPT_LOAD_FAILED = 'Failed to load the receipt';
export const RECEIPT_PDF_FAILED = 'Failed to download the PDF receipt';

export const receiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as { paymentId: string },
  },
  actors: {
    loadReceipt: fromPromise<Receipt, string>(async () => notProvided('loadReceipt')),
    downloadPdf: fromPromise<void, { paymentId: string; receipt: Receipt }>(async () => notProvided('downloadPdf')),
  },
  actions: {
    printReceipt: () => {},
    saveText: (_, _receipt: Receipt) => {},
  },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({ paymentId: input.paymentId, receipt: null, error: '', pdfError: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => context.paymentId,
        onDone: { target: 'shown', actions: assign({ receipt: ({ event }) => event.output, error: '' }) },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => messageOf(event.error, RECEIPT_LOAD_FAILED) }),
        },
      },
    },
    shown: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'receipt.print': { actions: 'printReceipt' },
            'receipt.downloadText': {
              actions: { type: 'saveText', params: ({ context }) => context.receipt as Receipt },
            },
            'receipt.downloadPdf': { target: 'downloadingPdf', actions: assign({ pdfError: '' }) },
          },
        },
        downloadingPdf: {
          invoke: {
            id: 'downloadPdf',
            src: 'downloadPdf',
            input: ({ context }) => ({ paymentId: context.paymentId, receipt: context.receipt as Receipt }),
            onDone: { target: 'ready' },
            onError: {
              target: 'ready',
              actions: assign({ pdfError: ({ event }) => messageOf(event.error, RECEIPT_PDF_FAILED) }),
            },
          },
        },
      },
    },
    error: {
      on: { 'receipt.retry': { target: 'loading' } },
    },
  },
});

export interface ReceiptDeps {
  loadReceipt: (paymentId: string) => Promise<Receipt>;
  downloadPdf: (paymentId: string, receipt: Receipt) => Promise<void>;
  printReceipt: () => void;
  saveText: (receipt: Receipt) => void;
}

export function provideReceipt(deps: ReceiptDeps) {
  return receiptMachine.provide({
    actors: {
      loadReceipt: fromPromise(({ input }: { input: string }) => deps.loadReceipt(input)),
      downloadPdf: fromPromise(({ input }: { input: { paymentId: string; receipt: Receipt } }) =>
        deps.downloadPdf(input.paymentId, input.receipt),
      ),
    },
    actions: {
      printReceipt: () => deps.printReceipt(),
      saveText: (_, receipt) => deps.saveText(receipt),
    },
  });
}
