import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClasses } from '../Button';
import { tone as toneStyles, title as titleStyle } from '../InlineAlert/InlineAlert.css';
import type { InlineAlertTone } from '../InlineAlert';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Notice.css';

export interface NoticeProps {
  /** Colour and the hidden word that says it ("Error:", "Aviso:"…). */
  tone: InlineAlertTone;
  /** What is the matter, in one line. */
  title: string;
  /** More about it. */
  children?: ReactNode;
  /** One link or button: what to do about it. */
  action?: ReactNode;
  /** When given, the title is a heading of that level; otherwise a bold paragraph. */
  headingLevel?: 2 | 3;
}

/**
 * A notice that is part of the page from the start (a failed debit, a pending validation) with
 * what to do about it. No live role: nothing happened while the reader was there.
 */
export function Notice({ tone, title, children, action, headingLevel }: NoticeProps) {
  const { t } = useTranslation();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={joinClasses(toneStyles[tone], styles.notice)}>
      <Title className={joinClasses(titleStyle, styles.title)}>
        {/* The tone in words too: the border's colour is not the only cue. */}
        <VisuallyHidden>{`${t(`NOTICE.TONE.${tone}`)} `}</VisuallyHidden>
        {title}
      </Title>
      {children && <div>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
