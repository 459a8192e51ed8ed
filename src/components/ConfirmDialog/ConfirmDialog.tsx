import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { useOnOpen } from '../Modal/useOnOpen';
import type { Tone } from '../private/tone';
import { TextField } from '../TextField/TextField';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** The question or message; quote the product's text. */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete account, cancel subscription). */
  tone?: Extract<Tone, 'neutral' | 'danger'>;
  /** While the confirmed action runs: the confirm button shows this and Cancel is disabled. */
  isPending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape. */
  onCancel: () => void;
  /** Hide Cancel: an acknowledgement that replaces native `alert()` ("OK" only). */
  hideCancel?: boolean;
}

/**
 * Replaces native `confirm()` and `alert()`: an alertdialog with a clear question and two
 * buttons. Focus starts on the safe choice (Cancel) for danger tones, otherwise on Confirm.
 * Escape cancels; a click outside does nothing (a decision is needed).
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'neutral',
  isPending = false,
  pendingLabel,
  onConfirm,
  onCancel,
  hideCancel = false,
}: ConfirmDialogProps) {
  const focusCancel = tone === 'danger' && !hideCancel;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      hideCloseButton
      footer={
        <>
          {hideCancel ? null : (
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus={focusCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onPress={onConfirm}
            isPending={isPending}
            pendingLabel={pendingLabel}
            autoFocus={!focusCancel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? typeof message === 'string' ? <p className={styles.message}>{message}</p> : message : null}
    </Modal>
  );
}

export interface PromptDialogProps {
  isOpen: boolean;
  title: string;
  /** The field's label, e.g. the product's "Enter your MTN mobile money number:". */
  label: string;
  description?: ReactNode;
  defaultValue?: string;
  placeholder?: string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'tel' | 'numeric' | 'decimal' | 'email';
  /** Return a message to keep the dialog open and show it on the field; null to accept. */
  validate?: (value: string) => string | null;
  submitLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/**
 * Replaces native `prompt()`: a dialog with one labelled field. Focus starts in the field; Enter
 * submits; invalid input keeps the dialog open with the message on the field; Escape cancels.
 */
export function PromptDialog({
  isOpen,
  title,
  label,
  description,
  defaultValue = '',
  placeholder,
  type = 'text',
  inputMode,
  validate,
  submitLabel = 'OK',
  cancelLabel = 'Cancel',
  isPending = false,
  onSubmit,
  onCancel,
}: PromptDialogProps) {
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  useOnOpen(isOpen, () => {
    setValue(defaultValue);
    setError(null);
  });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      title={title}
      size="sm"
      isDismissable={false}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        method="post"
        id={formId}
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const message = validate?.(value) ?? null;
          setError(message);
          if (!message) onSubmit(value);
        }}
      >
        <TextField
          label={label}
          description={description}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          errorMessage={error ?? undefined}
          autoFocus
        />
      </form>
    </Modal>
  );
}
