import type { ReactNode } from 'react';
import * as styles from './InlineAlert.css';

export type InlineAlertTone = 'error' | 'warning' | 'success' | 'info';

export interface InlineAlertProps {
  /** Colour and role: `error`, `warning`, `success` or `info`. */
  tone: InlineAlertTone;
  /** A bold first line. */
  title?: string;
  /** The message. */
  children?: ReactNode;
  /** Errors and warnings interrupt (role alert); success and info are announced politely (status). */
  live?: boolean;
}

/** A message inside the page, beside what it is about (a form's outcome, a rule that applies). */
export function InlineAlert({ tone, title, children, live = true }: InlineAlertProps) {
  const role = !live ? undefined : tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div className={styles.tone[tone]} role={role}>
      {title && <p className={styles.title}>{title}</p>}
      {children && <div>{children}</div>}
    </div>
  );
}
