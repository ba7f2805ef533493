import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './StatusMessage.css';

interface StatusMessageProps {
  /** What happened, as the heading. */
  title: string;
  /** What it means or what to do, one paragraph. */
  text?: string;
  /** Short visual label above the title, e.g. "404". Hidden from screen readers. */
  badge?: string;
  /** Buttons or links that give the user a way on. */
  actions?: ReactNode;
  /** Heading level; pages use 1, a section inside a page 2. */
  level?: 1 | 2;
  /** Move focus to the title when shown, so screen-reader users hear what happened. */
  focusOnMount?: boolean;
  /** `alert` for an error shown in place of content, `status` for a polite update; none for a page of its own. */
  role?: 'alert' | 'status';
}

/** A full-width message for empty, error, not-found and maintenance states. */
export function StatusMessage({ title, text, badge, actions, level = 1, focusOnMount = false, role }: StatusMessageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.panel} role={role}>
      {badge && (
        <p className={styles.code} aria-hidden="true">
          {badge}
        </p>
      )}
      <Heading className={styles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {actions}
    </section>
  );
}
