import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_PROFILE_SECTIONS } from '../../../api/app-paths';
import { Button, InlineAlert, Panel, Spinner } from '../../../ui';
import * as styles from './groups.css';

/** A result to announce at the top of the panel (created, added, removed, left…). */
export interface GroupNotice {
  /** A new id for each notice, so the same text twice is announced twice. */
  id: number;
  tone: 'success' | 'info';
  text: string;
  /** Move focus to it (after a save); off when focus has a better place (a field to fill). */
  focus?: boolean;
}

/** The notice's element: a dialog opened right after a save is opened from it, so it gives focus back there. */
export const GROUP_NOTICE_ID = 'group-panel-notice';

interface GroupPanelFrameProps {
  notice?: GroupNotice | null;
  children: ReactNode;
}

/**
 * The group section of the partner's profile (the "Mi área" navigation links to #grupo): its
 * heading, the live region where results are announced (focused after a save, once any dialog
 * has given focus back), and the content.
 */
export function GroupPanelFrame({ notice, children }: GroupPanelFrameProps) {
  const { t } = useTranslation();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice?.focus) return;
    // A dialog that just closed hands focus back on the next task: take it after that.
    const timer = window.setTimeout(() => noticeRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return (
    <Panel id={PARTNER_PROFILE_SECTIONS.group} title={t('GROUPS.TITLE')}>
      <div ref={noticeRef} id={GROUP_NOTICE_ID} className={styles.notice} tabIndex={-1} role="status">
        {notice && (
          <InlineAlert key={notice.id} tone={notice.tone} live={false}>
            {notice.text}
          </InlineAlert>
        )}
      </div>
      {children}
    </Panel>
  );
}

export type GroupStatusViewProps = { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

/** The group read: a spinner while it loads; its failure with a way to try again. */
export function GroupStatusView(props: GroupStatusViewProps) {
  const { t } = useTranslation();
  if (props.status === 'loading') return <Spinner text={t('GROUPS.LOADING')} />;
  return (
    <InlineAlert tone="error" title={t('GROUPS.READ.ERRORS.TITLE')}>
      <div className={styles.alertBody}>
        <p>{props.message}</p>
        <Button variant="secondary" size="small" onClick={() => !props.retrying && props.onRetry()} aria-disabled={props.retrying}>
          {props.retrying ? t('GROUPS.LOADING') : t('GENERIC.RETRY')}
        </Button>
      </div>
    </InlineAlert>
  );
}
