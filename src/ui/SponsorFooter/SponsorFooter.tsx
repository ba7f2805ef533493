import * as styles from './SponsorFooter.css';
import { NewTabHint, newTabProps } from '../utils/newTab';

export interface SponsorItem {
  id: string;
  url: string;
  img: string;
  alt: string;
}

export interface SponsorGroup {
  id: string;
  title: string;
  items: SponsorItem[];
}

interface SponsorFooterProps {
  /** Groups in order, each a title and its logos; the first (the main sponsor) spans the whole row. */
  groups: SponsorGroup[];
  /** Heading level of the group titles, under the footer's own heading. */
  headingLevel?: 2 | 3;
}

/** Sponsor logos in groups; each opens the sponsor's site in a new tab. Empty groups are left out. */
export function SponsorFooter({ groups, headingLevel = 2 }: SponsorFooterProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.groups}>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group, index) => (
          // A group, not a landmark: eight landmarks inside the footer would be noise for screen readers.
          <div role="group" key={group.id} className={index === 0 ? styles.mainGroup : undefined} aria-labelledby={`sponsors-${group.id}`}>
            <Heading id={`sponsors-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </Heading>
            <ul className={styles.logos}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <a className={styles.logoLink} href={item.url} {...newTabProps}>
                    <img className={styles.logo} src={item.img} alt={item.alt} width={120} height={48} loading="lazy" decoding="async" />
                    <NewTabHint />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
