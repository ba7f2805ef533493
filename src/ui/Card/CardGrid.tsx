import { Children, type ReactNode } from 'react';
import * as styles from './Card.css';

interface CardGridProps {
  /** The cards; each becomes an item of the list. */
  children: ReactNode;
  /** Columns from 992 px; one column on phones, two from 530 px. */
  columns?: 3 | 4;
  /** Extra class for the list (spacing in its section). */
  className?: string;
}

/** A list of cards of equal height: four pass types, six testimonies… */
export function CardGrid({ children, columns = 4, className }: CardGridProps) {
  return (
    <ul className={[styles.grid, styles.gridColumns[columns], className].filter(Boolean).join(' ')}>
      {Children.map(children, (child) =>
        child ? <li className={styles.gridItem}>{child}</li> : null,
      )}
    </ul>
  );
}
