import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as dialog from '../Modal/dialog.css';
import * as styles from './ConfirmDialog.css';
import { DialogFrame } from '../Modal/DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  text: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** Large-text mode: up to 500 px wide instead of 280 px. */
  bigText?: boolean;
  onConfirm: () => void;
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
