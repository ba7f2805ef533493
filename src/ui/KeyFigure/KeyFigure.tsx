import type { ReactNode } from 'react';
import * as styles from './KeyFigure.css';

export interface KeyFigureProps {
  /** What the figure is ("Pagado", "Próximo cargo"). */
  label: string;
  /** The figure, already formatted in the reader's language ("147,50 €", "12 de 17"). */
  value: string;
  /** A line under the value; with `negative`, it says in words what the colour shows. */
  hint?: string;
  /** Colours the value; never the only cue: the value or hint must say it too. */
  tone?: 'default' | 'positive' | 'negative';
}

/** One figure with its label: a `<dt>`/`<dd>` pair, inside a KeyFigureList. */
export function KeyFigure({ label, value, hint, tone = 'default' }: KeyFigureProps) {
  return (
    <div className={styles.figure[tone]}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.body}>
        <span className={styles.value}>{value}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </dd>
    </div>
  );
}

export interface KeyFigureListProps {
  /** The KeyFigures. */
  children: ReactNode;
  /** Names the group for screen readers when the heading above does not ("Resumen de pagos"). */
  label?: string;
}

/** The figures side by side, as many per row as fit (one column on a narrow phone). */
export function KeyFigureList({ children, label }: KeyFigureListProps) {
  const list = <dl className={styles.list}>{children}</dl>;
  // A <dl> takes no accessible name of its own; a named group around it does.
  return label ? (
    <div role="group" aria-label={label}>
      {list}
    </div>
  ) : (
    list
  );
}
