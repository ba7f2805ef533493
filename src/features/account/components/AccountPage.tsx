import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './AccountPage.css';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  /** Above the panels: what the member must know first (an unconfirmed mail…). */
  notices?: ReactNode;
  children: ReactNode;
  /** Moves focus to the title when the page's state changed in place. */
  focusTitle?: boolean;
}

/** The frame of the member's area pages: one column of panels, phone first, one h1. */
export function AccountPage({ title, intro, notices, children, focusTitle = false }: AccountPageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle, title]);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
      </div>
      {notices}
      {children}
    </div>
  );
}
