import type { ReactNode } from 'react';
import { SectionHeading } from '../../../../ui';
import * as styles from './HomeSection.css';

interface HomeSectionProps {
  /** The section's anchor: the campaign menu scrolls to it (data/sections.ts). */
  id: string;
  title: string;
  subtitle?: string;
  /** Alternate backgrounds so neighbouring sections read apart. */
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** One section of the home page: a region named by its h2. */
export function HomeSection({ id, title, subtitle, tone = 'plain', children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-tone={tone}
      className={`${styles.section({ tone })} ${styles.sectionRoot}`}
    >
      <div className={styles.inner}>
        <SectionHeading id={titleId} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}
