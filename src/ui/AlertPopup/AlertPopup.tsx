import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as dialog from '../Modal/dialog.css';
import { AlertIcon } from './AlertIcon';
import * as styles from './AlertPopup.css';
import type { AlertType } from './AlertPopup.css';
import { DialogFrame } from '../Modal/DialogFrame';

export interface AlertPopupProps {
  /** Shown while true; the overlay helpers (`alert.error(text)`…) set it for you. */
  open: boolean;
  /** The kind of message: sets the icon, the colour, the default title and the role (see the guidelines above). */
  type: AlertType;
  /** The message; line breaks are kept. */
  text: string;
  /** Defaults to the type's name (ALERT.TITLE.{type}). */
  title?: string;
  /** The label of a tagged alert, e.g. "Nuevo". */
  tag?: string;
  /** Text of the one button; "Aceptar" (OVERLAY.ACCEPT) by default. */
  acceptLabel?: string;
  /** The button, or Escape. A click outside does not close an alert. */
  onClose: () => void;
}

/** Types that interrupt and ask for an answer are alertdialogs; success and info are plain dialogs. */
const needsAnswer: Record<AlertType, boolean> = {
  error: true,
  alert: true,
  timer: true,
  'tagged-alert': true,
  success: false,
  info: false,
};

/** A short message in a frame up to 300 px, with its type's icon and colour and one button. */
export function AlertPopup({ open, type, text, title, tag, acceptLabel, onClose }: AlertPopupProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={open}
      onDismiss={onClose}
      width="alert"
      role={needsAnswer[type] ? 'alertdialog' : 'dialog'}
      className={`${styles.tone[type]} ${styles.centred}`}
      data-alert-type={type}
      // An alert is answered with its button; a stray click outside must not dismiss it.
      onPointerDownOutside={(event) => event.preventDefault()}
    >
      <AlertIcon type={type} className={styles.icon} />
      {tag && <span className={styles.tag}>{tag}</span>}
      <Dialog.Title className={dialog.title}>{title ?? t(`ALERT.TITLE.${type}`)}</Dialog.Title>
      <Dialog.Description className={styles.text}>{text}</Dialog.Description>
      <Button onClick={onClose}>{acceptLabel ?? t('OVERLAY.ACCEPT')}</Button>
    </DialogFrame>
  );
}
