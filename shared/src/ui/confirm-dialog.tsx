// The confirm popup: a question with a confirming and a cancelling button. Cancel, the × button,
// Escape and a click on the overlay all cancel; only the confirm button confirms. The focus
// starts on the cancel button, so an accidental Enter does not confirm a destructive action.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, ButtonRow, sharedTexts } from '@kraanvogel/shared';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'Bevestigen' unless given. */
  confirmText?: string;
  /** 'Annuleren' unless given. */
  cancelText?: string;
  /** Disables the confirm button while the action runs. */
  busy?: boolean;
  testId?: string;
}

export function ConfirmDialog({
  title,
  message,
  onConfirm,
  onCancel,
  confirmText = sharedTexts.confirm.confirm,
  cancelText = sharedTexts.confirm.cancel,
  busy = false,
  testId = 'confirm-popup',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <Modal title={title} onClose={onCancel} testId={testId} describedBy={messageId}>
      <div id={messageId}>{typeof message === 'string' ? <p>{message}</p> : message}</div>
      <ButtonRow>
        <Button ref={cancel} variant="secondary" onClick={onCancel} data-testid="confirm-cancel">
          {cancelText}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
          {confirmText}
        </Button>
      </ButtonRow>
    </Modal>
  );
}
