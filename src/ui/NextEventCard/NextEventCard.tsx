import { useId, type ReactNode } from 'react';
import { buttonClass, type RenderLink } from '../Button';
import * as styles from './NextEventCard.css';

export interface NextEventCardProps {
  /** What the event is to the reader ("Próximo partido", "Hoy"); it opens the card's name. */
  eyebrow: string;
  /** The event ("Valencia Basket – Real Madrid"). */
  title: string;
  /** ISO date and time, for `<time dateTime>`. */
  dateTime: string;
  /** The same moment, already formatted in the reader's language. */
  when: string;
  /** A few short pairs (sector, row, seat). */
  details?: { term: string; value: string }[];
  /** The one big link (e.g. the member card): full width on phones. */
  primaryAction?: { label: string; href: string };
  /** More actions (links, buttons) under it. */
  children?: ReactNode;
  /** A line under the actions (until when something can still be done). */
  note?: string;
  /** Renders the primary link (a router link in the app); a plain anchor by default. */
  renderLink?: RenderLink;
  /** 2 by default. */
  headingLevel?: 2 | 3;
  /** `today`: a strong colour band, for an event that is happening today. */
  emphasis?: 'default' | 'today';
}

/** The next event and what to do for it: when, where, one main action and a few more. */
export function NextEventCard(props: NextEventCardProps) {
  const { eyebrow, title, details, primaryAction, renderLink, headingLevel = 2, emphasis = 'default' } = props;
  const eyebrowId = useId();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const primaryClass = `${buttonClass({ variant: 'primary', size: 'large' })} ${styles.primary}`;
  return (
    <section className={styles.card[emphasis]} aria-labelledby={`${eyebrowId} ${titleId}`}>
      <p id={eyebrowId} className={styles.eyebrow[emphasis]}>
        {eyebrow}
      </p>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.when}>
          <time dateTime={props.dateTime}>{props.when}</time>
        </p>
        {details && details.length > 0 && (
          <dl className={styles.details}>
            {details.map(({ term, value }) => (
              <div key={term} className={styles.detail}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {(primaryAction || props.children) && (
          <div className={styles.actions}>
            {primaryAction &&
              (renderLink ? (
                renderLink(primaryAction.href, primaryAction.label, primaryClass)
              ) : (
                <a className={primaryClass} href={primaryAction.href}>
                  {primaryAction.label}
                </a>
              ))}
            {props.children}
          </div>
        )}
        {props.note && <p className={styles.note}>{props.note}</p>}
      </div>
    </section>
  );
}
