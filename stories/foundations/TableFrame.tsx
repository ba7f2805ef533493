import type { ReactNode } from 'react';
import * as css from './foundations.css';

/**
 * A captioned table in a frame that scrolls sideways at 375 px; the frame is a labelled, focusable
 * region so keyboard users can scroll it (axe scrollable-region-focusable).
 */
export function TableFrame({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={css.scroller}>
      <table className={css.table}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col" className={css.headCell}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
