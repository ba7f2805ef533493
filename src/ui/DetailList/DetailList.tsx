import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

export interface DetailItem {
  /** Stable key; the term when omitted. */
  id?: string;
  term: string;
  /** Empty values read as the "not given" text, never as a blank. */
  value: ReactNode;
}

export interface DetailListProps {
  /** The pairs, in reading order. */
  items: DetailItem[];
  /** Shown for a null, undefined or empty value. */
  emptyText: string;
}

/** Term and value pairs (a member's data, a seat, a payment): one column on a phone, two from `sm`. */
export function DetailList({ items, emptyText }: DetailListProps) {
  return (
    <dl className={styles.list}>
      {items.map(({ id, term, value }) => (
        <div key={id ?? term} className={styles.item}>
          <dt className={styles.term}>{term}</dt>
          <dd className={isEmpty(value) ? styles.empty : styles.value}>{isEmpty(value) ? emptyText : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';
