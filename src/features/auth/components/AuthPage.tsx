import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './AuthPage.css';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Links to the other identity pages, under a rule. */
  links?: ReactNode;
  /** Moves focus to the title: for a page whose state changed in place (sent, done, failed). */
  focusTitle?: boolean;
}

/** The frame of every identity page: one column, phone first, one h1. */
export function AuthPage({ title, intro, children, links, focusTitle = false }: AuthPageProps) {
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
      {children}
      {links && <ul className={styles.links}>{links}</ul>}
    </div>
  );
}
