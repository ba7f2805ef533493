import type { ReactNode } from 'react';
import * as styles from './page.css';

interface PassHeroProps {
  titleId: string;
  eyebrow: string;
  title: string;
  /** A short line under the title, e.g. the ages the pass is for. */
  badge?: string;
  lead: string;
  image: { src: string; width: number; height: number };
  /** The page's ways on: "Abónate ahora", the flyer or the conditions. */
  actions: ReactNode;
}

/** The title band of a pass or promotion page: the page's only h1. */
export function PassHero({ titleId, eyebrow, title, badge, lead, image, actions }: PassHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {badge ? <p className={styles.age}>{badge}</p> : null}
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>{actions}</div>
        </div>
        {/* Above the fold on large screens: loaded eagerly; its size is reserved, so nothing shifts. */}
        <img className={styles.heroImage} src={image.src} alt="" width={image.width} height={image.height} decoding="async" />
      </div>
    </header>
  );
}
