import * as Dialog from '@radix-ui/react-dialog';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../HtmlContent';
import { CloseButton } from '../Modal/CloseButton';
import * as dialog from '../Modal/dialog.css';
import { Spinner } from '../Spinner';
import * as styles from './PagePopup.css';
import { DialogFrame } from '../Modal/DialogFrame';

/** The page states of spec §4: show → loading; loaded → the page; failed. */
export type PagePopupState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; title: string; html: string };

export interface PagePopupProps {
  /** Shown while true; `pagePopup.show(load, anchor)` sets it for you. */
  open: boolean;
  /** Loading (a spinner), failed (an error), or loaded (title and sanitised HTML). */
  state: PagePopupState;
  /** The × button, Escape or a click outside. */
  onClose: () => void;
  /** id of an element in the content to scroll to once loaded. */
  anchor?: string;
  /** Title while loading or after a failure. */
  fallbackTitle?: string;
}

/** A CMS page in a popup (up to 600 px wide, 400 px of text), e.g. the privacy policy during sign-up. */
export function PagePopup({ open, state, onClose, anchor, fallbackTitle }: PagePopupProps) {
  const { t } = useTranslation();
  // A callback ref: the portal mounts the text after the first render, so an effect would run too early.
  const scrollToAnchor = useCallback(
    (body: HTMLDivElement | null) => {
      const target = anchor && body?.querySelector(`#${CSS.escape(anchor)}`);
      if (body && target) body.scrollTop += target.getBoundingClientRect().top - body.getBoundingClientRect().top;
    },
    [anchor],
  );
  const title = state.status === 'loaded' ? state.title : (fallbackTitle ?? t('PAGE_POPUP.TITLE'));
  return (
    <DialogFrame open={open} onDismiss={onClose} width="page" aria-describedby={undefined} aria-busy={state.status === 'loading'}>
      <div className={dialog.header}>
        <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
        <CloseButton />
      </div>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && (
        <p role="alert" className={styles.failed}>
          {t('PAGE_POPUP.FAILED')}
        </p>
      )}
      {state.status === 'loaded' && (
        <div ref={scrollToAnchor} className={dialog.body.page} tabIndex={0} role="region" aria-label={title}>
          <HtmlContent html={state.html} />
        </div>
      )}
    </DialogFrame>
  );
}
