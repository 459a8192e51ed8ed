import { type ReactNode, useId } from 'react';
import { type Receipt, receiptLines } from '../../domain/format/receipt';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Money } from '../Money/Money';
import { StatusBadge, type StatusLook } from '../StatusBadge/StatusBadge';
import * as styles from './ReceiptView.css';

export interface ReceiptViewProps {
  receipt: Receipt;
  /** How the receipt's status looks (the words, colour and icon: billing's `statusLook`). */
  statusLook: StatusLook;
  /** The company's contact line on the receipt (address, phone, email). */
  contactLine?: string;
  /** Print Receipt / Download Receipt / Close buttons; shown on screen, never printed. */
  actions?: ReactNode;
  /** Heading level of the title, to fit where it is shown (2 on a page, 2 in a dialog). */
  headingLevel?: 2 | 3;
}

/**
 * A printable payment receipt: company, 'Payment Receipt' with the reference, the payment facts
 * (date, description, method, customer, status) and the total. On paper only the receipt prints
 * (print styles hide the rest of the page and the action buttons, drop colours and shadows). Put
 * it in the receipt modal or the callback page; the plain-text download uses `receiptText` from
 * src/domain/format/receipt.ts with the same facts.
 */
export function ReceiptView({ receipt, statusLook, contactLine, actions, headingLevel = 2 }: ReceiptViewProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const lines = receiptLines(receipt).filter(([label]) => label !== 'Amount' && label !== 'Reference');
  return (
    <article className={styles.receipt} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <p className={styles.brand}>{receipt.brandName}</p>
          {contactLine ? <p className={styles.brandContact}>{contactLine}</p> : null}
        </div>
        <div className={styles.titleBlock}>
          <Heading id={titleId} className={styles.title}>
            Payment Receipt
          </Heading>
          <p className={styles.reference}>Reference: {receipt.reference}</p>
        </div>
      </div>
      <DescriptionList
        aria-label="Payment details"
        alignValues="end"
        items={lines.map(([term, value]) => ({
          term,
          description: term === 'Status' ? <StatusBadge {...statusLook} srPrefix="" /> : value,
        }))}
      />
      <div className={styles.total}>
        <span className={styles.totalLabel}>Amount paid</span>
        <Money amount={receipt.amount} currency={receipt.currency} minorUnits size="lg" />
      </div>
      <p className={styles.note}>Thank you for choosing {receipt.brandName}. Keep this receipt for your records.</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
