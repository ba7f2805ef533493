import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './Page.css';

export interface PageProps {
  /** The h1. */
  title: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** `narrow` for one form (login, passwords), `wide` for a member's area of panels. */
  width?: keyof typeof styles.page;
  /** Moves focus to the title: for a page whose state changed in place (sent, done, failed), or a new step. */
  focusTitle?: boolean;
  /** The content: forms, panels, messages. */
  children?: ReactNode;
}

/** The frame of a page of the app: one column, phone first, one h1. */
export function Page({ title, intro, width = 'narrow', focusTitle = false, children }: PageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (!focusTitle) return;
    // A visitor already at work in the page when it opens (typing into a page that arrived as
    // HTML, which the app has just taken over) keeps their place; a later change of state moves
    // the focus as always.
    if (opening && pageRef.current?.contains(document.activeElement)) return;
    titleRef.current?.focus();
  }, [focusTitle, title]);
  return (
    <div ref={pageRef} className={styles.page[width]}>
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
