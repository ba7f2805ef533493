import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';
import * as styles from './dialog.css';

type ContentProps = ComponentPropsWithoutRef<typeof Dialog.Content>;

interface DialogFrameProps extends Omit<ContentProps, 'className'> {
  open: boolean;
  /** Escape, the close button or an accepted click outside; omit for dialogs that cannot be dismissed. */
  onDismiss?: () => void;
  width: keyof typeof styles.width;
  className?: string;
  children: ReactNode;
}

/**
 * The frame every dialog of the kit shares: Radix Dialog (focus trap, Escape, aria-modal) in a
 * portal over a backdrop, with focus returned to whatever opened it unless `onCloseAutoFocus` takes it.
 */
export function DialogFrame({ open, onDismiss, width, className, children, onCloseAutoFocus, ...content }: DialogFrameProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} data-backdrop="" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) returnFocus(event);
          }}
          className={[styles.frame, styles.width[width], className].filter(Boolean).join(' ')}
          {...content}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
