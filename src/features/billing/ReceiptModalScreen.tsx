import { Alert, Button, Inline, Modal, ReceiptView, Spinner, Stack } from '@/components';
import { brand } from '../../domain/brand';
import * as styles from './ReceiptModal.css';
import type { ReceiptModalView } from './receipt.view';
import { statusLook } from './statusLooks';

export interface ReceiptModalScreenProps {
  view: ReceiptModalView;
  onClose: () => void;
  onRetry: () => void;
  onPrint: () => void;
  onDownloadText: () => void;
  onDownloadPdf: () => void;
}

/**
 * The receipt modal (spec §2): the receipt with Close, Print Receipt and Download Receipt (the text
 * file), plus a PDF receipt. Printing prints only the receipt (ReceiptView's print styles).
 */
export function ReceiptModalScreen({
  view,
  onClose,
  onRetry,
  onPrint,
  onDownloadText,
  onDownloadPdf,
}: ReceiptModalScreenProps) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Payment receipt"
      size="lg"
      className={styles.receiptDialog}
    >
      {view.kind === 'loading' ? <Spinner label="Loading receipt" showLabel /> : null}
      {view.kind === 'error' ? (
        <Stack gap="4">
          <Alert tone="danger" title="The receipt could not be loaded">
            {view.message}
          </Alert>
          <Inline gap="3" align="center">
            <Button onPress={onRetry}>Try again</Button>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
          </Inline>
        </Stack>
      ) : null}
      {view.kind === 'shown' ? (
        <Stack gap="4">
          <ReceiptView
            receipt={view.receipt}
            statusLook={statusLook(view.receipt.status)}
            headingLevel={3}
            contactLine={`${brand.address.oneLine} · ${brand.phones.main} · ${brand.emails.support}`}
            actions={
              <>
                <Button variant="secondary" onPress={onClose}>
                  Close
                </Button>
                <Button variant="secondary" onPress={onPrint}>
                  Print Receipt
                </Button>
                <Button
                  variant="secondary"
                  onPress={onDownloadPdf}
                  isPending={view.downloadingPdf}
                  pendingLabel="Preparing PDF..."
                >
                  PDF receipt
                </Button>
                <Button onPress={onDownloadText}>Download Receipt</Button>
              </>
            }
          />
          {view.pdfError ? (
            <Alert tone="danger" title="PDF receipt">
              {view.pdfError}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
