import * as styles from './SectionHeading.css';

interface SectionHeadingProps {
  /** The heading text. */
  title: string;
  /** Anchor for in-page links; the heading can then take focus after the menu scrolls to it. */
  id?: string;
  /** Heading level, h2 by default. */
  level?: 1 | 2 | 3 | 4;
  /** Short line above the title, e.g. the season. */
  eyebrow?: string;
  /** A line under the title. */
  subtitle?: string;
  /** `start` (default) or `center`. */
  align?: styles.SectionHeadingVariants['align'];
}

/** The title of a campaign section, with an optional line above and a subtitle below. */
export function SectionHeading({ title, id, level = 2, eyebrow, subtitle, align }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <hgroup className={styles.group({ align })}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} tabIndex={id ? -1 : undefined} className={styles.title}>
        {title}
      </Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </hgroup>
  );
}
