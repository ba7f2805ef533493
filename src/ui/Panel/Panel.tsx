import { useId, type ReactNode } from 'react';
import * as styles from './Panel.css';

export interface PanelProps {
  /** Heading; it names the section landmark. */
  title: string;
  /** h2 on a page whose h1 is the page title. */
  headingLevel?: 2 | 3;
  /** Buttons or links beside the title (edit, change…). */
  actions?: ReactNode;
  /** The content: a DetailList, a form, a message. */
  children: ReactNode;
  /** Makes the section a link target (`#id`) that can take focus when a link to it is followed. */
  id?: string;
}

/** A titled section of a page (personal data, membership, group): a landmark named by its heading. */
export function Panel({ title, headingLevel = 2, actions, children, id }: PanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} tabIndex={id ? -1 : undefined} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
