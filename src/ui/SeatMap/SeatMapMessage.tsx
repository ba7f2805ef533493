import type { ReactNode } from 'react';
import * as styles from './SeatMap.css';

interface SeatMapMessageProps {
  title: string;
  text: string;
  detail?: string;
  role?: 'alert' | 'status';
  actions?: ReactNode;
}

/** Takes the map's place when there is nothing to draw, or when the model cannot be drawn. */
export function SeatMapMessage({ title, text, detail, role = 'status', actions }: SeatMapMessageProps) {
  return (
    <div className={styles.message} role={role}>
      <div>
        <p className={styles.messageTitle}>{title}</p>
        <p className={styles.messageText}>{text}</p>
        {detail && <p className={styles.messageText}>{detail}</p>}
        {actions}
      </div>
    </div>
  );
}
