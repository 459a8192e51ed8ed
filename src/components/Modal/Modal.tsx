import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import * as styles from './Modal.css';

export interface ModalProps {
  isOpen: boolean;
  /** Called with `false` on Escape, the close button or (when dismissable) a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (primary last: it is placed at the end on wide screens, first on phones). */
  footer?: ReactNode;
  size?: keyof typeof styles.width;
  /** Close on a click outside (default true; turn off for forms with unsaved input). */
  isDismissable?: boolean;
  /** Hide the × button (ConfirmDialog uses explicit Cancel instead). */
  hideCloseButton?: boolean;
  /** `alertdialog` for confirmations that interrupt (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog (react-aria `ModalOverlay` + `Modal` + `Dialog`): focus moves in and is
 * trapped, Escape closes, the page behind is inert and scroll-locked, and focus returns to what
 * opened it. Use it for short tasks that must be finished or cancelled before going on. Do not
 * use it for messages that need no decision (use Alert or Toast).
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  hideCloseButton = false,
  role = 'dialog',
  className,
}: ModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={`${styles.modal} ${styles.width[size]}`}>
        <Dialog role={role} className={cx(styles.dialog, className)}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {hideCloseButton ? null : <IconButton label="Close" icon={<CloseIcon />} size="sm" onPress={close} />}
              </div>
              {children ? <div className={styles.body}>{children}</div> : null}
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
