/** The receipt modal's view of the receipt machine. */
import type { SnapshotFrom } from 'xstate';
import type { Receipt } from '../../domain/format/receipt';
import type { receiptMachine } from './receipt.machine';

export type ReceiptModalView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'shown'; receipt: Receipt; downloadingPdf: boolean; pdfError: string };

export function toReceiptView(snapshot: SnapshotFrom<typeof receiptMachine>): ReceiptModalView {
  const { context } = snapshot;
  if (snapshot.matches('shown') && context.receipt) {
    return {
      kind: 'shown',
      receipt: context.receipt,
      downloadingPdf: snapshot.matches({ shown: 'downloadingPdf' }),
      pdfError: context.pdfError,
    };
  }
  if (snapshot.matches('error')) return { kind: 'error', message: context.error };
  return { kind: 'loading' };
}
