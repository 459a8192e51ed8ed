/**
 * The receipt modal of a payment (spec billing §2 "Receipt modal"): `<ReceiptModal paymentId onClose />`.
 * The payment history table opens it with a payment's id. It loads GET /api/billing/payments/:id/receipt,
 * prints with the page's print (only the receipt prints), saves the text file (receiptText) and the PDF
 * (GET …/receipt.pdf fetched with the bearer as a Blob: a bare link cannot carry the header).
 */
import { type Receipt, receiptFileName, receiptText } from '../src/domain/format/receipt';
import type { ReceiptRecord } from '../src/features/billing/contract';
import { ReceiptModalScreen } from '../src/features/billing/ReceiptModalScreen';
import { provideReceipt } from '../src/features/billing/receipt.machine';
import { toReceiptView } from '../src/features/billing/receipt.view';
import { useMachineView } from '../src/machines/useMachineView';
import { loadBillingClient } from './services';

function toReceipt(r: ReceiptRecord): Receipt {
  return {
    brandName: r.brand_name,
    reference: r.reference,
    transactionId: r.transaction_id ?? undefined,
    paidAt: r.paid_at,
    amount: r.amount,
    currency: r.currency,
    method: r.method,
    description: r.description,
    status: r.status,
    customerName: r.customer_name ?? undefined,
    customerEmail: r.customer_email ?? undefined,
    billingCycle: r.billing_cycle,
    paidUntil: r.paid_until === null ? undefined : r.paid_until * 1000,
  };
}

/** Save a Blob as a file (an object URL on a temporary link, revoked after the click). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ReceiptModal({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const [view, send] = useMachineView(
    () =>
      provideReceipt({
        loadReceipt: async (id) => toReceipt(await (await loadBillingClient()).receipt(id)),
        downloadPdf: async (id, receipt) =>
          saveBlob(
            await (await loadBillingClient()).receiptPdf(id),
            receiptFileName(receipt).replace(/\.txt$/, '.pdf'),
          ),
        printReceipt: () => {
          // The print dialog takes focus from the page and does not give it back: without this, focus is
          // left on the body after printing, outside the modal, and Escape no longer closes it.
          const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          window.print();
          back?.focus();
        },
        saveText: (receipt) =>
          saveBlob(new Blob([receiptText(receipt)], { type: 'text/plain;charset=utf-8' }), receiptFileName(receipt)),
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
