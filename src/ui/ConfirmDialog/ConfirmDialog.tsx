import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as dialog from '../Modal/dialog.css';
import * as styles from './ConfirmDialog.css';
import { DialogFrame } from '../Modal/DialogFrame';

export interface ConfirmDialogProps {
  /** Shown while true; `await confirm({ text })` sets it for you. */
  open: boolean;
  /** The question; it also describes the dialog for screen readers. */
  text: string;
  /** Heading; "¿Estás seguro?" (CONFIRM.TITLE) by default. */
  title?: string;
  /** Text of the confirm button; "Confirmar" (CONFIRM.ACCEPT) by default. */
  confirmText?: string;
  /** Text of the cancel button; "Cancelar" (CONFIRM.CANCEL) by default. */
  cancelText?: string;
  /** Large-text mode: up to 500 px wide instead of 280 px. */
  bigText?: boolean;
  /** The confirm button. */
  onConfirm: () => void;
  /** The cancel button. */
  onCancel: () => void;
  /** Escape or a click outside; by default the same as cancel (see noActionOnClose in the overlay helpers). */
  onDismiss?: () => void;
}

/** A question with a confirm and a cancel button. Focus starts on cancel: the safe choice. */
export function ConfirmDialog({ open, text, title, confirmText, cancelText, bigText = false, onConfirm, onCancel, onDismiss }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onDismiss={onDismiss ?? onCancel} width={bigText ? 'dialogLarge' : 'dialog'} role="alertdialog">
      <Dialog.Title className={dialog.title}>{title ?? t('CONFIRM.TITLE')}</Dialog.Title>
      <Dialog.Description className={bigText ? styles.bigText : styles.text}>{text}</Dialog.Description>
      <div className={dialog.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelText ?? t('CONFIRM.CANCEL')}
        </Button>
        <Button onClick={onConfirm}>{confirmText ?? t('CONFIRM.ACCEPT')}</Button>
      </div>
    </DialogFrame>
  );
}
