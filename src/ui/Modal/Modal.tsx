import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseButton } from './CloseButton';
import { DialogFrame } from './DialogFrame';
import { useOutsideClickGuard } from './useOutsideClickDelay';
import * as styles from './dialog.css';

export interface ModalProps {
  /** Shown while true (controlled); a modal by identifier uses `useModalActive(id)`. */
  open: boolean;
  /** Called when the user closes it: close button, Escape, or a click outside when allowed. */
  onClose: () => void;
  /** Heading; it names the dialog. */
  title: string;
  /** The body: a focusable region, so a long text can be scrolled from the keyboard. */
  children: ReactNode;
  /** Closing by clicking outside; listening starts 500 ms after the modal is shown. */
  closeOnClickOutside?: boolean;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Accessible name of the × button; "Cerrar" (OVERLAY.CLOSE) by default. */
  closeLabel?: string;
  /**
   * Where focus goes when the modal opens (Radix's first focusable control by default): call
   * `event.preventDefault()` and focus the field the member should start with.
   */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes when the modal closes (back to what opened it by default): call
   * `event.preventDefault()` and focus the control that now stands where the opener was.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A titled modal (Radix Dialog: focus trap, Escape, focus return), up to 600 px wide. */
export function Modal({ open, onClose, title, children, closeOnClickOutside = false, actions, closeLabel, onOpenAutoFocus, onCloseAutoFocus }: ModalProps) {
  const guardOutside = useOutsideClickGuard(open, closeOnClickOutside);
  return (
    <DialogFrame open={open} onDismiss={onClose} width="modal" onPointerDownOutside={guardOutside} onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus} aria-describedby={undefined}>
      <div className={styles.header}>
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        <CloseButton label={closeLabel} />
      </div>
      {/* Focusable so keyboard users can scroll long texts. */}
      <div className={styles.body.modal} tabIndex={0} role="region" aria-label={title}>
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </DialogFrame>
  );
}
