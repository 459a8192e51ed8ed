/**
 * The receipt modal of a payment (spec billing §2 "Receipt modal"), connected: the receipt machine with the
 * services it is given, driving ReceiptModalScreen. It loads the receipt (GET /payments/:id/receipt), prints
 * with the page's print (only the receipt prints), saves the text file (receiptText) and the PDF (fetched
 * with the bearer as a Blob: a bare link cannot carry the header). The dashboard opens it with a payment's id.
 */
import { receiptFileName, receiptText } from '../../domain/format/receipt';
import { useMachineView } from '../../machines/useMachineView';
import type { ReceiptRecord } from './contract';
import { toReceipt } from './payments';
import { ReceiptModalScreen } from './ReceiptModalScreen';
import { provideReceipt } from './receipt.machine';
import { toReceiptView } from './receipt.view';

export interface ReceiptServices {
  /** GET /payments/:id/receipt */
  receipt: (paymentId: string) => Promise<ReceiptRecord>;
  /** GET /payments/:id/receipt.pdf */
  receiptPdf: (paymentId: string) => Promise<Blob>;
  /** save a file the browser downloads */
  saveFile: (blob: Blob, fileName: string) => void;
  /** the page's print dialog */
  print: () => void;
}

export interface ConnectedReceiptModalProps {
  services: ReceiptServices;
  paymentId: string;
  onClose: () => void;
}

export function ConnectedReceiptModal({ services, paymentId, onClose }: ConnectedReceiptModalProps) {
  const [view, send] = useMachineView(
    () =>
      provideReceipt({
        loadReceipt: async (id) => toReceipt(await services.receipt(id)),
        downloadPdf: async (id, receipt) =>
          services.saveFile(await services.receiptPdf(id), receiptFileName(receipt).replace(/\.txt$/, '.pdf')),
        printReceipt: services.print,
        saveText: (receipt) =>
          services.saveFile(
            new Blob([receiptText(receipt)], { type: 'text/plain;charset=utf-8' }),
            receiptFileName(receipt),
          ),
      }),
    toReceiptView,
    { input: { paymentId } },
  );
  return (
    <ReceiptModalScreen
      view={view}
      onClose={onClose}
      onRetry={() => send({ type: 'receipt.retry' })}
      onPrint={() => send({ type: 'receipt.print' })}
      onDownloadText={() => send({ type: 'receipt.downloadText' })}
      onDownloadPdf={() => send({ type: 'receipt.downloadPdf' })}
    />
  );
}
