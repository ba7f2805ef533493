import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './Page.css';

export interface PageProps {
  /** The h1. */
  title: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** `narrow` for one form (login, passwords), `wide` for a member's area of panels. */
  width?: keyof typeof styles.page;
  /** Moves focus to the title: for a page whose state changed in place (sent, done, failed). */
  focusTitle?: boolean;
  /** The content: forms, panels, messages. */
  children?: ReactNode;
}

/** The frame of a page of the app: one column, phone first, one h1. */
export function Page({ title, intro, width = 'narrow', focusTitle = false, children }: PageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle, title]);
  return (
    <div className={styles.page[width]}>
      <div className={styles.header}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
      </div>
      {children}
    </div>
  );
}
