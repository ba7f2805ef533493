import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { wheel as spinnerWheel } from '../Spinner/Spinner.css';
import * as styles from './Loader.css';
import { useReturnFocus } from '../Modal/useReturnFocus';

export interface LoaderProps {
  /** Shown while true; `loader.show()` / `loader.hide()` set it for you. */
  open: boolean;
  /** Defaults to 'Cargando...' (GENERIC.LOADING). */
  text?: string;
}

/**
 * Full-screen loader for work the user must wait for (login, payment). A modal Radix dialog
 * keeps focus and screen readers off the page underneath; it cannot be dismissed.
 */
export function Loader({ open, text }: LoaderProps) {
  const returnFocus = useReturnFocus(open);
  const { t } = useTranslation();
  const label = text ?? t('GENERIC.LOADING');
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className={styles.screen}
          aria-busy="true"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <span className={`${spinnerWheel} ${styles.wheel}`} aria-hidden="true" />
          <Dialog.Title asChild>
            <p role="status" aria-live="polite">
              {label}
            </p>
          </Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
